import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../../audit/record-audit';
import { revokeAllSessions } from '../../auth/sessions';
import type { Db, DbTransaction } from '../../db/client';
import { mfaChallenges, staffAccounts, staffRecoveryCodes, users } from '../../db/schema';

/**
 * The operator's commands on an existing staff account (docs/product/operations.md, "Staff accounts"), each in one
 * transaction with its audit row (actor 'command-line'):
 * - reset the second factor: secret, enrolment and recovery codes gone, pending challenges and sessions ended; the
 *   next sign-in enrols a new authenticator (the password stays);
 * - disable: the account is suspended (`users.suspended_at`, which sign-in and every session check already read),
 *   its sessions and pending challenges end;
 * - enable: the suspension is lifted; the password and the second factor are as they were.
 */
export type StaffAdminResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'not_found' | 'unchanged' };

export const STAFF_DISABLED_REASON = 'Staff account disabled from the command line.';
/** What a disabled staff account is told at sign-in, after the right password (sign-in.ts). */

async function findStaff(tx: DbTransaction, email: string) {
  const [row] = await tx
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'ops')))
    .for('update');
  return row;
}

async function endSignIns(tx: DbTransaction, userId: string) {
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await revokeAllSessions(tx, userId);
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;
type Change = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/**
 * One command on the staff account with `email`, in one transaction: `change` makes it and says what the audit row
 * records (actor 'command-line'), or 'unchanged' when the account is already so.
 */
function onStaffAccount(
  db: Db,
  email: string,
  now: Date,
  change: (tx: DbTransaction, staff: StaffRow) => Promise<Change | 'unchanged'>,
): Promise<StaffAdminResult> {
  return db.transaction(async (tx) => {
    const staff = await findStaff(tx, email);
    if (!staff) return { ok: false, reason: 'not_found' };
    const audit = await change(tx, staff);
    if (audit === 'unchanged') return { ok: false, reason: 'unchanged' };
    await recordAudit(tx, {
      actor: null,
      actorRole: 'command-line',
      ...audit,
      target: { kind: 'user', id: staff.id },
      at: now,
    });
    return { ok: true, userId: staff.id };
  });
}

export function resetSecondFactor(db: Db, email: string, now: Date): Promise<StaffAdminResult> {
  return onStaffAccount(db, email, now, async (tx, staff) => {
    await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffAccounts.userId, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    await endSignIns(tx, staff.id);
    return { action: 'staff.second_factor_reset' };
  });
}

export function disableStaff(db: Db, email: string, now: Date): Promise<StaffAdminResult> {
  return onStaffAccount(db, email, now, async (tx, staff) => {
    if (staff.suspendedAt) return 'unchanged';
    await tx
      .update(users)
      .set({ suspendedAt: now, suspendedReason: STAFF_DISABLED_REASON, suspendedBy: null, updatedAt: now })
      .where(and(eq(users.id, staff.id), isNull(users.suspendedAt)));
    await endSignIns(tx, staff.id);
    return { action: 'staff.disabled', before: { disabled: false }, after: { disabled: true } };
  });
}

export function enableStaff(db: Db, email: string, now: Date): Promise<StaffAdminResult> {
  return onStaffAccount(db, email, now, async (tx, staff) => {
    if (!staff.suspendedAt) return 'unchanged';
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, suspendedBy: null, updatedAt: now })
      .where(and(eq(users.id, staff.id), isNotNull(users.suspendedAt)));
    return { action: 'staff.enabled', before: { disabled: true }, after: { disabled: false } };
  });
}
