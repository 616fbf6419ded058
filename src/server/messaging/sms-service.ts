import type { Db } from '../db/client';
import { isNumberOptedOut } from './opt-out';
import type { SmsProvider } from './providers';

export type DirectSmsResult =
  | { status: 'sent'; providerId: string }
  /** `uncertain`: the provider may have accepted it anyway (a timeout after the request went out). */
  | { status: 'failed'; error: string; uncertain?: boolean }
  /** The recipient replied STOP: nothing was sent (spec §2 Terms: STOP to opt out). */
  | { status: 'opted_out' };

/**
 * Sends one SMS now and reports the provider's answer, for actions that must know before they commit
 * (select-and-contact, the SMS test card). Honours the recipient's opt-out.
 */
export interface SmsService {
  sendNow(input: { to: string; body: string; userId?: string | null }): Promise<DirectSmsResult>;
}

export function createSmsService(db: Db, provider: SmsProvider): SmsService {
  return {
    async sendNow({ to, body, userId }) {
      if (await isNumberOptedOut(db, to, userId)) return { status: 'opted_out' };
      const result = await provider.send(to, body);
      if (result.ok) return { status: 'sent', providerId: result.providerId };
      return result.uncertain
        ? { status: 'failed', error: result.error, uncertain: true }
        : { status: 'failed', error: result.error };
    },
  };
}
