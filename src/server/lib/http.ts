import type { FastifyRequest } from 'fastify';

export type ErrorBody = {
  error: { code: string; message: string; title?: string; fieldErrors?: Record<string, string> };
};

export function errorBody(
  code: string,
  message: string,
  extra: { title?: string; fieldErrors?: Record<string, string> } = {},
): ErrorBody {
  return { error: { code, message, ...extra } };
}

/** True when the TCP peer itself is this machine; proxies' headers are not consulted. */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  const address = request.raw.socket?.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** Client IP as Fastify sees it (it honours TRUST_PROXY). */
export const clientIp = (request: FastifyRequest) => request.ip;
export const userAgent = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 400) ?? null;
