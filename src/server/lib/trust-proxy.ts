import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The parsed `TRUST_PROXY`: never `true`, which would trust any client's X-Forwarded-For. */
export type TrustProxy = false | number | string[];

/**
 * Fastify's `trustProxy` for a parsed setting. Fastify 5 treats a bare number as "trust nobody", so a hop count
 * becomes proxy-addr's function form: the socket's peer is hop 0, then X-Forwarded-For from the right; the
 * first `n` are our proxies. A hop count assumes clients cannot reach the app except through those proxies.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset, empty, `false` or `0` = no proxy; a whole number = how many proxies
 * stand in front of the app (the client address is that many hops from the right of X-Forwarded-For); or a
 * comma-separated list of the proxies' addresses/CIDRs. `true` is refused: with it the left-most, client-written
 * X-Forwarded-For entry became the client address and every per-address limit could be dodged.
 */
export function parseTrustProxy(
  raw: string | undefined,
): { ok: true; value: TrustProxy } | { ok: false; error: string } {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true')
    return {
      ok: false,
      error:
        '"true" would trust any X-Forwarded-For a client sends. Set the number of proxies in front of the app ' +
        '(e.g. TRUST_PROXY=1 behind one load balancer) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, error: 'a hop count must be between 1 and 10 (the number of proxies in front)' };
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length)
    return {
      ok: false,
      error: `not an IP address or CIDR: ${bad.join(', ')} (use a hop count such as 1, or e.g. 10.0.0.0/8,192.168.1.5)`,
    };
  return { ok: true, value: entries };
}

/**
 * Behind a trusted proxy the client address is what the proxy wrote in X-Forwarded-For, and a proxy passes on
 * whatever the client put before it. An entry that is not an IP address (`garbage`, `1.2.3.4:5678`) would become a
 * per-address limit's key of the client's choosing; such a request counts under the socket's address instead (the
 * proxy's), and the answer is worked out once per request.
 */
export function keepClientAddressValid(app: FastifyInstance, trustProxy: TrustProxy): void {
  if (trustProxy === false) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const written = request.ip;
    const ip = isIP(written ?? '') ? written : (request.socket?.remoteAddress ?? '');
    Object.defineProperty(request, 'ip', { value: ip, configurable: true, enumerable: true });
    done();
  });
}
