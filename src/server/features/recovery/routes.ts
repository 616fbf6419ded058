import { okMessageResponseSchema } from '../../../shared/schemas/responses/common';
import { passwordResetSchema, resetLinkValidSchema } from '../../../shared/schemas/responses/recovery';
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  resetLinkSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/support';
import { deviceTokenOf } from '../../auth/device-cookie';
import { clearSessionCookie } from '../../auth/sessions';
import { clientIp } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { validateResetLink } from './validate-reset-link';

/**
 * Forgot / reset password (docs/product/recovery.md). Tokens travel in JSON bodies, never in API
 * URLs, so they do not end up in request logs.
 */
export const recoveryRoutes = declareRoutes(({ ctx, anyone }) => {
  anyone.post('/auth/forgot-password', {
    summary: 'E-mail a password-reset link',
    body: forgotPasswordSchema,
    bodyLimit: 4 * 1024,
    response: okMessageResponseSchema,
    handler: async ({ body, request }) => {
      await requestPasswordReset(ctx, body, {
        ip: clientIp(request),
        // A device that has signed in to the account has its own reset quota.
        deviceToken: deviceTokenOf(request),
        onError: (error) => request.log.error({ err: error }, 'password reset e-mail not queued'),
      });
      // The same answer whether or not the account exists, and whether or not the request was limited.
      return {
        ok: true as const,
        title: FORGOT_PASSWORD_MESSAGES.sentTitle,
        message: FORGOT_PASSWORD_MESSAGES.sent,
      };
    },
  });

  anyone.post('/auth/reset-password/validate', {
    summary: 'Check a reset link before asking for a new password',
    body: resetLinkSchema,
    bodyLimit: 4 * 1024,
    response: resetLinkValidSchema,
    handler: async ({ body }) => ({ valid: true as const, ...(await validateResetLink(ctx, body)) }),
  });

  anyone.post('/auth/reset-password', {
    summary: 'Set a new password with a reset link',
    body: resetPasswordSchema,
    bodyLimit: 16 * 1024,
    response: passwordResetSchema,
    handler: async ({ user, body, request, reply }) => {
      const { userId, userType } = await resetPassword(ctx, body, { ip: clientIp(request) });
      // Every session of the user has ended; if this browser held one, drop its dead cookie too.
      if (user?.id === userId) clearSessionCookie(reply, { secure: ctx.config.isProduction });
      return { ok: true as const, userType };
    },
  });
});
