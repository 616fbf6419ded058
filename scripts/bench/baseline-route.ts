// Preloaded into the benchmarked server (`node --import tsx --import ./scripts/bench/baseline-route.ts
// src/server/main.ts`): adds the bench's baseline, a bare Fastify JSON route, to the product app's own Fastify
// instance through Fastify's `fastify.initialization` diagnostics channel. The product app has no such route
// and carries no switch for it; only a process the benchmark starts this way serves it.
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

export const BASELINE_PATH = '/__bench/baseline';

channel('fastify.initialization').subscribe((message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.get(BASELINE_PATH, async () => ({ hello: 'world' }));
});
