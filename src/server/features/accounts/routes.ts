import { z } from 'zod';
import { loginSchema, managerSignupSchema } from '../../../shared/schemas/accounts';
import {
  managerAccountSchema,
  sessionResponseSchema,
  signedInResponseSchema,
} from '../../../shared/schemas/responses/accounts';
import { okResponseSchema } from '../../../shared/schemas/responses/common';
import { secondFactorPendingSchema } from '../../../shared/schemas/responses/ops';
import { deviceTokenOf, rememberDevice } from '../../auth/device-cookie';
import { setChallengeCookie } from '../../auth/mfa-challenge';
import { toSessionUserDto } from '../../auth/session-dto';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../auth/sessions';
import { signedOutBecause } from '../../auth/signed-out-because';
import { clientIp, userAgent } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { getManagerAccount } from './get-manager-account';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUpManager } from './sign-up-manager';

export const accountRoutes = declareRoutes(({ ctx, anyone, manager }) => {
  const cookieOpts = { secure: ctx.config.isProduction };

  anyone.get('/auth/session', {
    summary: 'The signed-in user, or null',
    response: sessionResponseSchema,
    handler: async ({ user, request, reply }) => {
      // A cookie that no longer resolves (expired, revoked, user deleted) is cleared (docs/product/accounts.md, "Sessions").
      const cookie = request.cookies[SESSION_COOKIE];
      if (!user && cookie) {
        clearSessionCookie(reply, cookieOpts);
        // A session a suspension ended: its tab is told why.
        const because = await signedOutBecause(ctx.db, cookie);
        if (because) return { user: null, signedOutBecause: because };
      }
      return { user: user ? toSessionUserDto(user) : null };
    },
  });

  anyone.post('/auth/sign-in', {
    summary: 'Sign in',
    body: loginSchema,
    bodyLimit: 16 * 1024,
    // A staff account (role ops) answers secondFactor instead: no session until the code (docs/product/operations.md).
    response: z.union([signedInResponseSchema, secondFactorPendingSchema]),
    handler: async ({ body, request, reply }) => {
      const result = await signIn(ctx, body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
        deviceToken: deviceTokenOf(request),
      });
      if ('secondFactor' in result) {
        setChallengeCookie(reply, result, cookieOpts.secure);
        return { user: null, secondFactor: result.secondFactor };
      }
      setSessionCookie(reply, result.token, result.expiresAt, cookieOpts);
      if (result.deviceToken) rememberDevice(reply, result.deviceToken, cookieOpts);
      return { user: toSessionUserDto(result.user) };
    },
  });

  anyone.post('/auth/sign-out', {
    summary: "End this browser's session",
    response: okResponseSchema,
    handler: async ({ request, reply }) => {
      await signOut(ctx, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, cookieOpts);
      return { ok: true as const };
    },
  });

  anyone.post('/accounts/managers', {
    summary: 'Sign up as a business (manager)',
    body: managerSignupSchema,
    bodyLimit: 32 * 1024,
    status: 201,
    response: signedInResponseSchema,
    handler: async ({ body, request, reply }) => {
      const result = await signUpManager(ctx, body, { ip: clientIp(request), userAgent: userAgent(request) });
      setSessionCookie(reply, result.token, result.expiresAt, cookieOpts);
      return { user: toSessionUserDto(result.user) };
    },
  });

  manager.get('/accounts/managers/me', {
    summary: "The manager's own account",
    response: managerAccountSchema,
    handler: ({ user }) => getManagerAccount(ctx, user.id),
  });
});
