import { secondFactorCodeSchema } from '../../../shared/schemas/ops';
import { enrolmentSchema, staffSignedInSchema } from '../../../shared/schemas/responses/ops';
import { deviceTokenOf, rememberDevice } from '../../auth/device-cookie';
import { clearChallengeCookie, MFA_COOKIE } from '../../auth/mfa-challenge';
import { toSessionUserDto } from '../../auth/session-dto';
import { setSessionCookie } from '../../auth/sessions';
import { clientIp, userAgent } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { passSecondFactor, startEnrolment } from './second-factor';

/**
 * The staff sign-in's second step (docs/product/operations.md, "Signing in"). Open to anyone on paper; each route
 * needs the pending challenge of a checked password (its cookie), or answers 401.
 */
export const secondFactorRoutes = declareRoutes(({ ctx, anyone }) => {
  const cookieOpts = { secure: ctx.config.isProduction };

  anyone.post('/auth/second-factor/enrolment', {
    summary: 'Staff, first sign-in: a new authenticator secret, its otpauth URI and QR code',
    description:
      'Needs the pending second-factor cookie set by a staff sign-in (401 otherwise; 409 once enrolled).',
    response: enrolmentSchema,
    handler: ({ request }) => startEnrolment(ctx, request.cookies[MFA_COOKIE]),
  });

  for (const mode of ['enrol', 'verify'] as const)
    anyone.post(mode === 'enrol' ? '/auth/second-factor/enrolment/confirm' : '/auth/second-factor', {
      summary:
        mode === 'enrol'
          ? 'Staff, first sign-in: confirm the authenticator with a code; answers the recovery codes once'
          : 'Staff sign-in: the 6-digit code or a recovery code after the password',
      description:
        'Needs the pending second-factor cookie (401 otherwise). A wrong code counts towards the lockout.',
      body: secondFactorCodeSchema,
      bodyLimit: 4 * 1024,
      response: staffSignedInSchema,
      handler: async ({ body, request, reply }) => {
        const result = await passSecondFactor(
          ctx,
          request.cookies[MFA_COOKIE],
          body.code,
          {
            ip: clientIp(request),
            userAgent: userAgent(request),
            deviceToken: deviceTokenOf(request),
          },
          mode,
        );
        clearChallengeCookie(reply, cookieOpts.secure);
        setSessionCookie(reply, result.token, result.expiresAt, cookieOpts);
        if (result.deviceToken) rememberDevice(reply, result.deviceToken, cookieOpts);
        return { user: toSessionUserDto(result.user), recoveryCodes: result.recoveryCodes };
      },
    });
});
