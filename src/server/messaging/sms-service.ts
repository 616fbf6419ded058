import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SmsProvider } from './providers';

export type DirectSmsResult =
  | { status: 'sent'; providerId: string }
  | { status: 'failed'; error: string }
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
      if (userId) {
        const [user] = await db.select({ optedOut: users.smsOptedOutAt }).from(users).where(eq(users.id, userId)).limit(1);
        if (user?.optedOut) return { status: 'opted_out' };
      }
      // A STOP is about the number, whoever's account it is on.
      const optedOutNumber = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, to), isNotNull(users.smsOptedOutAt)))
        .limit(1);
      if (optedOutNumber.length) return { status: 'opted_out' };
      const result = await provider.send(to, body);
      return result.ok ? { status: 'sent', providerId: result.providerId } : { status: 'failed', error: result.error };
    },
  };
}
