import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, managerSignupSchema } from '../../../shared/schemas/accounts';
import { requireRole } from '../../auth/guards';
import {
  clearSessionCookie,
  resolveSession,
  revokeSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../auth/sessions';
import { sha256 } from '../../auth/tokens';
import { clientIp, noStore, userAgent } from '../../lib/http';
import { getManagerAccount } from './get-manager-account';
import { recordAttempt, trustedScope } from './login-lockout';
import { toSessionUserDto } from './session-dto';
import { signIn } from './sign-in';
import { signUpManager } from './sign-up-manager';

const DEVICE_COOKIE = 'tb_device';
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const cookieOpts = { secure: ctx.config.isProduction };

  app.get('/auth/session', async (request, reply) => {
    noStore(reply);
    // A cookie that no longer resolves (expired, revoked, user deleted) is cleared (spec §4 session).
    if (!request.sessionUser && request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, cookieOpts);
    return { user: request.sessionUser ? toSessionUserDto(request.sessionUser) : null };
  });

  app.post(
    '/auth/sign-in',
    { schema: { body: loginSchema }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      noStore(reply);
      const result = await signIn(ctx, request.body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(reply, result.token, result.expiresAt, cookieOpts);
      if (result.deviceToken)
        reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: cookieOpts.secure,
          maxAge: DEVICE_MAX_AGE_S,
        });
      return { user: toSessionUserDto(result.user) };
    },
  );

  app.post('/auth/sign-out', async (request, reply) => {
    noStore(reply);
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(ctx.db, token);
    // Spec §4: a logout clears the login lockout for that e-mail (from this device's scope).
    if (request.sessionUser) {
      const deviceToken = request.cookies[DEVICE_COOKIE];
      const scope = await trustedScope(
        ctx.db,
        request.sessionUser.email,
        clientIp(request),
        deviceToken ? sha256(deviceToken) : null,
      );
      await recordAttempt(ctx.db, scope, true, ctx.now(), 'sign_out');
    }
    clearSessionCookie(reply, cookieOpts);
    return { ok: true };
  });

  app.post(
    '/accounts/managers',
    { schema: { body: managerSignupSchema }, bodyLimit: 32 * 1024 },
    async (request, reply) => {
      noStore(reply);
      const result = await signUpManager(ctx, request.body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
      });
      setSessionCookie(reply, result.token, result.expiresAt, cookieOpts);
      const user = await resolveSession(ctx.db, result.token, ctx.now());
      return reply.status(201).send({ user: toSessionUserDto(user!) });
    },
  );

  app.get('/accounts/managers/me', { schema: { response: { 200: z.any() } } }, async (request) => {
    const user = requireRole(request, 'manager');
    return getManagerAccount(ctx, user.id);
  });
};
