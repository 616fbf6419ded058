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

const E164 = /^\+[1-9]\d{6,14}$/;
const MESSAGE_SID = /^[A-Z]{2}[0-9a-f]{32}$/;

/**
 * The inbound text a verified form carries, checked before anything is stored: a NUL byte here used to reach
 * PostgreSQL and answer 500. Twilio sends E.164 numbers and 34-character message SIDs.
 */
export function inboundSmsOf(params: FormParams): { messageSid: string; from: string; body: string } {
  const get = (name: string) => params.find(([key]) => key === name)?.[1];
  const from = get('From');
  if (!from) throw new AppError('BAD_REQUEST', 'Missing From.');
  if (!E164.test(from)) throw new AppError('BAD_REQUEST', 'From must be a phone number in E.164 form.');
  const messageSid = get('MessageSid');
  if (!messageSid || !MESSAGE_SID.test(messageSid))
    throw new AppError('BAD_REQUEST', 'Missing or invalid MessageSid.');
  return { messageSid, from, body: get('Body') ?? '' };
}
