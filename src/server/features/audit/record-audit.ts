import type { Db, DbTransaction } from '../../db/client';
import { auditLog } from '../../db/schema';

/**
 * What the audit log records (docs/product/operations.md, "Audit log"). Staff actions start with `staff.`, the
 * sensitive actions of users with `account.`.
 */
export const AUDIT_ACTIONS = [
  'staff.created',
  'staff.second_factor_enrolled',
  'staff.signed_in',
  'staff.recovery_code_used',
  'account.signed_in_new_device',
  'account.password_changed',
  'account.password_reset',
  'account.email_changed',
  'account.phone_verified',
  'account.sms_consent_changed',
  // Issue 15 item 4: 'Suspend' and 'Reinstate' by staff (before/after), and the suspended account's appeal.
  'staff.account_suspended',
  'staff.account_reinstated',
  'account.suspension_appealed',
  // Issue 15 item 2 (docs/product/operations.md, "Vetting"): a staff decision on a profile in review.
  'staff.vetting_approve',
  'staff.vetting_request_changes',
  'staff.vetting_reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  /** Who did it; null for the command line or the system (actor_role says which). */
  actor: { id: string; role: string } | null;
  actorRole?: 'system' | 'command-line';
  action: AuditAction;
  target: { kind: string; id: string };
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
  at: Date;
};

/**
 * Appends one entry. Call it with the transaction of the action it records, so both commit or neither does
 * (ADR 020). The table refuses UPDATE, DELETE and TRUNCATE (drizzle/0017_staff_accounts.sql).
 */
export async function recordAudit(tx: Pick<Db | DbTransaction, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? entry.actorRole ?? 'system',
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
