import type { AuditAction } from '../../shared/domain/audit';
import type { Db, DbTransaction } from '../db/client';
import { auditLog } from '../db/schema';

export { AUDIT_ACTIONS, type AuditAction } from '../../shared/domain/audit';

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
