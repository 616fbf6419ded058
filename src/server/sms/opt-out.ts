import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { smsOptOuts, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import type { SmsKeyword } from './keywords';

// Everything that decides whether a number may be texted lives in src/server/sms/: the consent record
// (consent.ts), the STOP/START/HELP keywords (keywords.ts), and the opt-out kept per number here.

/** The number replied STOP and has not replied START since (kept per number, not per account). */
async function hasNumberStopped(db: Db | Tx, phone: string): Promise<boolean> {
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone))
    .limit(1);
  return rows.length > 0;
}

/** Some account proved it holds this number by typing the code texted to it. */
async function isNumberVerified(db: Db, phone: string, userId?: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNotNull(users.phoneVerifiedAt),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether `phone` replied STOP and has not replied START since (a YES from it is then START, handle-inbound-sms.ts). */
export const isNumberStopped = (db: Db | Tx, phone: string) => hasNumberStopped(db, phone);

/**
 * A STOP from `phone` opts the number out; START lifts it (kept per number in `sms_opt_outs`,
 * whether or not an account has the number, and only a START from that number lifts it). Accounts with the
 * number show "texts off" or "on" to match; what stops texts is the `sms_opt_outs` row.
 */
export async function recordOptOutKeyword(tx: Tx, phone: string, keyword: SmsKeyword | null, now: Date) {
  if (keyword !== 'stop' && keyword !== 'start') return;
  const stop = keyword === 'stop';
  if (stop) await tx.insert(smsOptOuts).values({ phone, optedOutAt: now }).onConflictDoNothing();
  else await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  const changed = await tx
    .update(users)
    .set({ smsNotifications: !stop, smsOptedOutAt: stop ? now : null })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  // A consent change of every account with the number, in the audit log (docs/product/operations.md).
  for (const { id } of changed)
    await recordAudit(tx, {
      actor: null,
      actorRole: 'system',
      action: 'account.sms_consent_changed',
      target: { kind: 'user', id },
      reason: `${keyword.toUpperCase()} texted from the account's number`,
      after: { smsNotifications: !stop },
      at: now,
    });
}

/**
 * True when no notification SMS may go to `phone`: the number replied STOP (the `sms_opt_outs`
 * table, which no account setting can override), or, for a text meant for an account, that
 * account never agreed to texts or has not verified this number: consent counts only for
 * a verified phone.
 */
export async function isNumberOptedOut(db: Db, phone: string, userId?: string | null): Promise<boolean> {
  if (await hasNumberStopped(db, phone)) return true;
  if (!userId) return false;
  const [user] = await db
    .select({ consented: users.smsNotifications })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return !user?.consented;
}

/**
 * The same rule as `!isNumberOptedOut(phone, userId)` for an account's own stored phone, as one SQL expression over
 * `users`, for lists (the applicants view asks it of every row in one query instead of two queries per row).
 * `tests/api/sms-opt-out-sql.test.ts` checks that the two spellings agree.
 */
export function accountReceivesTextsSql(): SQL<boolean> {
  // Qualified by hand: drizzle writes a lone table's columns unqualified, and inside the subquery an unqualified
  // "phone" would be the opt-out's own.
  return sql<boolean>`("users"."phone" IS NOT NULL AND "users"."phone_verified_at" IS NOT NULL
    AND "users"."sms_notifications"
    AND NOT EXISTS (SELECT 1 FROM "sms_opt_outs" WHERE "sms_opt_outs"."phone" = "users"."phone"))`;
}

/**
 * - `notification` (default): a text for the account `userId`, which must have agreed to texts and verified
 *   this phone; without `userId`, some account must have verified the number.
 * - `test`: the SMS test card; the number must be the verified phone of `userId` (the manager).
 * - `verification`: the code that verifies the number, so it need not be verified yet.
 */
export type SmsPurpose = 'notification' | 'test' | 'verification';

/** Whether a text sent for `purpose` may go to `to` (the SMS service asks before every send). */
export async function mayTextNumber(
  db: Db,
  to: string,
  { userId, purpose = 'notification' }: { userId?: string | null; purpose?: SmsPurpose },
): Promise<boolean> {
  if (purpose === 'verification') return !(await hasNumberStopped(db, to));
  if (purpose === 'test')
    return !(await hasNumberStopped(db, to)) && (await isNumberVerified(db, to, userId));
  if (userId) return !(await isNumberOptedOut(db, to, userId));
  return !(await hasNumberStopped(db, to)) && (await isNumberVerified(db, to));
}
