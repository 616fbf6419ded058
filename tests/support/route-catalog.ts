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
 * Fastify derives from GET routes and are left out, and so are the reference page's own (isReferencePageRoute).
 */
export function recordRoutes(): { routes: CatalogRoute[]; stop: () => void } {
  const routes: CatalogRoute[] = [];
  const initialization = channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || isReferencePageRoute(route)) continue;
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

/**
 * The reference page at /api/docs and its files (@fastify/swagger-ui registers them with `hide: true`): the page
 * that shows the contract, not part of it. Only there may a route stay out of the document; a hidden route
 * anywhere else is still recorded, so the quality tests fail on it.
 */
function isReferencePageRoute(route: RouteOptions): boolean {
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  return hidden && (route.url === '/api/docs' || route.url.startsWith('/api/docs/'));
}

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is untyped JSON here.
export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, any>> };

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The operations of an OpenAPI document as "METHOD /url" keys in Fastify's spelling (`{id}` back to `:id`),
 * so the quality tests can take their route list from the published contract and compare it with the
 * routes the app really registered.
 */
export function openApiRouteKeys(document: OpenApiDocument): string[] {
  const keys: string[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const method of Object.keys(item))
      if (HTTP_METHODS.has(method))
        keys.push(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
  return keys.sort();
}

/** The document the app serves at /api/openapi.json. */
export async function fetchOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`);
  return res.json();
}
