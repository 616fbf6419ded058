import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: `token` (old reset links; new ones put it in the fragment) and `code`,
 * the check-in code in a shift's QR link (/check-in/:shiftId?code=…; docs/product/attendance.md), which checks a
 * worker in for as long as the shift's window is open.
 */
const SECRET_PARAMS = new Set(['token', 'code']);

/** The request URL with the value of every secret query parameter replaced, for the request log. */
function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: keep the raw name, it is compared as is.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/**
 * Fastify's request serializer with the URL redacted: old e-mails link to
 * /reset-password?token=…, and opening one must not write the token into the log. Other fields as Fastify's own.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the redacting serializer to a logger option; `false` (no logger) stays as it is. */
export function withRedactedUrls(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
