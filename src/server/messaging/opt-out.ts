import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * True when no SMS may go out: the user never agreed to texts (sms_notifications off, spec §3/§5 consent) or
 * replied STOP (spec §2 Terms). A STOP is about the number, whoever's account it is on.
 */
export async function isNumberOptedOut(db: Db, phone: string, userId?: string | null): Promise<boolean> {
  if (userId) {
    const [user] = await db
      .select({ optedOut: users.smsOptedOutAt, consented: users.smsNotifications })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (user && (user.optedOut || !user.consented)) return true;
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.smsOptedOutAt)))
    .limit(1);
  return rows.length > 0;
}
