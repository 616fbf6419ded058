// EXPERIMENT, not product code: preloaded into the benchmarked server only with BENCH_EXPERIMENT=listing-cache,
// to measure what a one-second micro-cache of the anonymous open-shifts pages would buy (docs/quality.md).
// Signed-in callers are not cached (a talent's page carries their own applications). An expired page is
// refreshed by one request while the others still get the old one (stale while revalidating), so an expiry
// never sends a burst of identical queries to the database.
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

const TTL_MS = 1000;

channel('fastify.initialization').subscribe((message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const cache = new Map<string, { body: string; at: number }>();
  const refreshing = new Set<string>();
  const served = new WeakSet<FastifyRequest>();
  fastify.addHook('onRoute', (route) => {
    if (route.url !== '/api/shifts/open' || route.method !== 'GET') return;
    const lookup: preHandlerAsyncHookHandler = async (request, reply) => {
      if (request.sessionUser) return;
      const hit = cache.get(request.url);
      if (!hit) return;
      if (performance.now() - hit.at > TTL_MS && !refreshing.has(request.url)) {
        refreshing.add(request.url);
        return;
      }
      served.add(request);
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return reply.send(hit.body);
    };
    route.preHandler = [lookup, ...[route.preHandler ?? []].flat()];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const fresh = !request.sessionUser && !served.has(request) && reply.statusCode === 200;
        if (fresh && typeof payload === 'string') {
          cache.set(request.url, { body: payload, at: performance.now() });
          refreshing.delete(request.url);
        }
        return payload;
      },
    ];
  });
});
