import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export type CatalogRoute = {
  method: string;
  url: string;
  /** The route's schema as declared (zod schemas with fastify-type-provider-zod). */
  schema: RouteOptions['schema'];
  bodyLimit?: number;
  /** "METHOD /url", the key the quality tests index their tables by. */
  key: string;
};

/**
 * Records the routes of every Fastify instance created after this call, through Fastify's own
 * `fastify.initialization` diagnostics channel: the quality tests see the real route table (a route added
 * tomorrow shows up here) without the product app carrying a hook for them. HEAD routes are the ones
 * Fastify derives from GET routes and are left out.
 */
export function recordRoutes(): { routes: CatalogRoute[]; stop: () => void } {
  const routes: CatalogRoute[] = [];
  const initialization = channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          schema: route.schema,
          bodyLimit: route.bodyLimit,
          key: `${method} ${route.url}`,
        });
      }
    });
  };
  initialization.subscribe(onInit);
  return { routes, stop: () => initialization.unsubscribe(onInit) };
}
