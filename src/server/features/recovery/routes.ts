import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageResponseSchema } from '../../../shared/schemas/responses/common';
import { passwordResetSchema, resetLinkValidSchema } from '../../../shared/schemas/responses/recovery';
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  resetLinkSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/support';
import { clearSessionCookie } from '../../auth/sessions';
import { clientIp, noStore } from '../../lib/http';
import { DEVICE_COOKIE } from '../accounts/login-lockout';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { validateResetLink } from './validate-reset-link';

/**
 * Forgot / reset password (docs/product/recovery.md). Tokens travel in JSON bodies, never in API
 * URLs, so they do not end up in request logs.
 */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'E-mail a password-reset link',
        body: forgotPasswordSchema,
        response: { 200: okMessageResponseSchema },
      },
      bodyLimit: 4 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      await requestPasswordReset(ctx, request.body, {
        ip: clientIp(request),
        // A device that has signed in to the account has its own reset quota (issue 10 item 17).
        deviceToken: request.cookies[DEVICE_COOKIE],
        onError: (error) => request.log.error({ err: error }, 'password reset e-mail not queued'),
      });
      // The same answer whether or not the account exists, and whether or not the request was limited.
      return {
        ok: true as const,
        title: FORGOT_PASSWORD_MESSAGES.sentTitle,
        message: FORGOT_PASSWORD_MESSAGES.sent,
      };
    },
  );

  app.post(
    '/auth/reset-password/validate',
    {
      schema: {
        summary: 'Check a reset link before asking for a new password',
        body: resetLinkSchema,
        response: { 200: resetLinkValidSchema },
      },
      bodyLimit: 4 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      return { valid: true as const, ...(await validateResetLink(ctx, request.body)) };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset link',
        body: resetPasswordSchema,
        response: { 200: passwordResetSchema },
      },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      const { userId, userType } = await resetPassword(ctx, request.body, { ip: clientIp(request) });
      // Every session of the user has ended; if this browser held one, drop its dead cookie too.
      if (request.sessionUser?.id === userId) clearSessionCookie(reply, { secure: ctx.config.isProduction });
      return { ok: true as const, userType };
    },
  );
};
