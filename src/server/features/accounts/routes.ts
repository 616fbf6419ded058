import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, managerSignupSchema } from '../../../shared/schemas/accounts';
import {
  managerAccountSchema,
  sessionResponseSchema,
  signedInResponseSchema,
} from '../../../shared/schemas/responses/accounts';
import { okResponseSchema } from '../../../shared/schemas/responses/common';
import { requireRole } from '../../auth/guards';
import {
  clearSessionCookie,
  resolveSession,
  revokeSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../auth/sessions';
import { clientIp, noStore, userAgent } from '../../lib/http';
import { getManagerAccount } from './get-manager-account';
import { DEVICE_COOKIE } from './login-lockout';
import { toSessionUserDto } from './session-dto';
import { signIn } from './sign-in';
import { signUpManager } from './sign-up-manager';
import { assertSignUpAllowed } from './sign-up-throttle';

const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const cookieOpts = { secure: ctx.config.isProduction };

  app.get(
    '/auth/session',
    { schema: { summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      // A cookie that no longer resolves (expired, revoked, user deleted) is cleared (docs/product/accounts.md, "Sessions").
      if (!request.sessionUser && request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, cookieOpts);
      return { user: request.sessionUser ? toSessionUserDto(request.sessionUser) : null };
    },
  );

  app.post(
    '/auth/sign-in',
    {
      schema: { summary: 'Sign in', body: loginSchema, response: { 200: signedInResponseSchema } },
      bodyLimit: 16 * 1024,
    },
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

  app.post(
    '/auth/sign-out',
    { schema: { summary: "End this browser's session", response: { 200: okResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSession(ctx.db, token);
      // The original specification had a logout clear the login lockout of its e-mail (docs/product/accounts.md); it no longer does (issue 10 item 1, ADR 009):
      // signing out of one's own account proves nothing about another account on that e-mail.
      clearSessionCookie(reply, cookieOpts);
      return { ok: true as const };
    },
  );

  app.post(
    '/accounts/managers',
    {
      schema: {
        summary: 'Sign up as a business (manager)',
        body: managerSignupSchema,
        response: { 201: signedInResponseSchema },
      },
      bodyLimit: 32 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      await assertSignUpAllowed(ctx.db, clientIp(request), ctx.now());
      const result = await signUpManager(ctx, request.body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
      });
      setSessionCookie(reply, result.token, result.expiresAt, cookieOpts);
      const user = await resolveSession(ctx.db, result.token, ctx.now());
      return reply.status(201).send({ user: toSessionUserDto(user!) });
    },
  );

  app.get(
    '/accounts/managers/me',
    { schema: { summary: "The manager's own account", response: { 200: managerAccountSchema } } },
    async (request) => {
      const user = requireRole(request, 'manager');
      return getManagerAccount(ctx, user.id);
    },
  );
};
