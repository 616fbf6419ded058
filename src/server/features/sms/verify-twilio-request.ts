import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { type FormParams, verifyTwilioSignature } from '../../messaging/twilio-signature';

/**
 * The form parameters of a request Twilio signed, or 403. The signed URL is APP_ORIGIN plus the path and
 * query as received: APP_ORIGIN must be the public origin configured in the Twilio console.
 */
export function verifiedTwilioForm(config: Config, request: FastifyRequest): FormParams {
  // Without the auth token no request can be verified, so none is trusted.
  if (!config.TWILIO_AUTH_TOKEN) throw new AppError('FORBIDDEN', 'SMS webhook is not configured.');
  const params: FormParams = typeof request.body === 'string' ? [...new URLSearchParams(request.body)] : [];
  const url = `${config.APP_ORIGIN.replace(/\/+$/, '')}${request.url}`;
  const signature = request.headers['x-twilio-signature'];
  const given = typeof signature === 'string' ? signature : undefined;
  if (!verifyTwilioSignature(config.TWILIO_AUTH_TOKEN, url, params, given))
    throw new AppError('FORBIDDEN', 'Invalid Twilio signature.');
  return params;
}
