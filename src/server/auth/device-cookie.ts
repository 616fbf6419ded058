import type { FastifyReply, FastifyRequest } from 'fastify';

/** The device cookie of docs/decisions/002-login-lockout.md. */
const DEVICE_COOKIE = 'tb_device';

/** A year: a device stays "known" to the accounts it signed in to until then (docs/decisions/002-login-lockout.md, 009-sign-in-hardening.md). */
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The device cookie's policy in one place: sent only to /api/auth (sign-in and the forgot-password request,
 * where the lockout and reset scopes read it), never readable by scripts, and set once per browser.
 */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE];
}

export function rememberDevice(reply: FastifyReply, token: string, opts: { secure: boolean }) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    maxAge: DEVICE_MAX_AGE_S,
  });
}
