import { errorChain } from '../lib/error-chain';
import type { SendResult, SmsProvider } from './providers';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com in production; a local server in tests. */
  apiBase: string;
  timeoutMs?: number;
  statusCallbackUrl?: string;
};

type TwilioMessage = { sid?: string; status?: string; error_message?: string | null };
type TwilioError = { code?: number; message?: string };

/** Twilio Programmable Messaging over its REST API (Messages resource, form-encoded, basic auth). */
export function twilioSmsProvider(options: TwilioOptions): SmsProvider {
  const url = `${options.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    name: 'twilio',
    async send(to, body, sendOptions): Promise<SendResult> {
      const form = new URLSearchParams({ To: to, From: options.from, Body: body });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            // Twilio answers a repeated token with the first request's result instead of sending again.
            ...(sendOptions?.idempotencyKey
              ? { 'i-twilio-idempotency-token': sendOptions.idempotencyKey }
              : {}),
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        return {
          ok: false,
          error: timedOut
            ? `Twilio did not answer within ${timeoutMs} ms`
            : `Twilio unreachable: ${describe(error)}`,
          retryable: true,
          // After a timeout the message may have been queued: a retry could send it twice.
          uncertain: timedOut,
        };
      }
      const json = (await res.json().catch(() => null)) as (TwilioMessage & TwilioError) | null;
      if (res.ok) {
        if (json?.sid && json.status !== 'failed' && json.status !== 'undelivered')
          return { ok: true, providerId: json.sid };
        return {
          ok: false,
          error: json?.error_message ?? `Twilio answered ${res.status} without a message id`,
          retryable: false,
          uncertain: !json?.sid,
        };
      }
      const detail = json?.message
        ? `${json.message}${json.code ? ` (Twilio error ${json.code})` : ''}`
        : `HTTP ${res.status}`;
      // 4xx is our request (bad number, unverified sender, opted-out recipient): retrying cannot help.
      // 429 and 5xx are Twilio's momentary trouble.
      return { ok: false, error: detail, retryable: res.status === 429 || res.status >= 500 };
    },
  };
}

/** fetch's own message is just "fetch failed"; the socket error under it says why (ECONNREFUSED, …). */
function describe(error: unknown): string {
  const [outer, cause] = errorChain(error, 2);
  const text = [cause?.code, cause?.message, outer?.message].find((v) => typeof v === 'string');
  return (text as string | undefined) ?? String(error);
}
