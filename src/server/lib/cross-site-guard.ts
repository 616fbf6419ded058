import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { errorBody } from './http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Signature-checked instead: Twilio and the payments provider post from their own servers
 * (features/sms/verify-twilio-request.ts, features/billing/payment-webhook.ts).
 */
const EXEMPT_PREFIXES = ['/api/webhooks/'];
/** The Vite dev server (scripts/dev.mjs) proxies /api; its pages post from this port. */
const VITE_DEV_PORT = '5173';

const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open TalentBridge directly and try again.';

/**
 * Origins whose pages may change state. Outside production a developer may open the app as localhost,
 * 127.0.0.1 or [::1], directly or through the Vite dev server.
 */
function allowedOrigins(config: Pick<Config, 'APP_ORIGIN' | 'isProduction'>): Set<string> {
  const app = new URL(config.APP_ORIGIN);
  const allowed = new Set([app.origin]);
  if (!config.isProduction)
    for (const port of [app.port, VITE_DEV_PORT])
      for (const host of ['localhost', '127.0.0.1', '[::1]'])
        allowed.add(`${app.protocol}//${host}${port ? `:${port}` : ''}`);
  return allowed;
}

let cache: { key: string; origins: Set<string> } | null = null;
/** APP_ORIGIN is read on every request: a test (or a proxy setup) may set it after the app was built. */
function cachedOrigins(config: Config): Set<string> {
  const key = `${config.APP_ORIGIN} ${config.isProduction}`;
  if (cache?.key !== key) cache = { key, origins: allowedOrigins(config) };
  return cache.origins;
}

/**
 * CSRF: SameSite=Lax cookies still travel with requests from a *same-site* page, e.g.
 * another port of the same host. A state-changing API request is refused when its `Origin` is not ours, or,
 * without `Origin`, when the browser says it came from another site (`Sec-Fetch-Site`). Callers that send
 * neither (curl, server to server) are not browsers carrying a victim's cookie, and are let through.
 */
export function isCrossSiteRequest(request: FastifyRequest, config: Config): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const path = request.url;
  if (!path.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !cachedOrigins(config).has(origin);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

export function refuseCrossSite(reply: FastifyReply) {
  return reply.status(403).send(errorBody('FORBIDDEN', CROSS_SITE_MESSAGE));
}

/** Browser features the app never uses, denied to the page and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');
