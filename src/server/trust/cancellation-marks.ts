// Which late cancellation a user may appeal (docs/product/trust.md, "Reliability"): a worker their
// own late or very late cancellation (not excused), a manager their business's late cancellation of a booking on
// one of their shifts. The appeal's subject is the booking (shift application) id.
import { and, eq } from 'drizzle-orm';
import type { Role } from '../../shared/domain/roles';
import { shiftApplications, shifts } from '../db/schema';
import type { Tx } from '../messaging/outbox';

/** The cancellations that mark the worker, and the one that marks the business. */
export const WORKER_CANCELLATION_MARKS = ['late', 'very_late'] as const;
export const BUSINESS_CANCELLATION_MARK = 'business_late';

export type CancellationDecision = { decidedAt: Date | null; isMark: boolean };

/**
 * The cancellation `applicationId` as `user` may see it: null when it is not theirs (someone else's reads as none, so
 * ids cannot be probed); otherwise when it was decided and whether it is a mark this user may appeal.
 */
export async function findCancellationDecision(
  tx: Tx,
  user: { id: string; role: Role },
  applicationId: string,
): Promise<CancellationDecision | null> {
  const owner =
    user.role === 'manager' ? eq(shifts.managerId, user.id) : eq(shiftApplications.workerId, user.id);
  const [row] = await tx
    .select({
      status: shiftApplications.status,
      cancelledAt: shiftApplications.cancelledAt,
      consequence: shiftApplications.cancellationConsequence,
      emergency: shiftApplications.emergencyExcuse,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(and(eq(shiftApplications.id, applicationId), owner))
    .limit(1);
  if (!row) return null;
  const cancelled = row.status === 'cancelled' && row.consequence !== null;
  const isMark =
    cancelled &&
    (user.role === 'manager'
      ? row.consequence === BUSINESS_CANCELLATION_MARK
      : !row.emergency && (WORKER_CANCELLATION_MARKS as readonly string[]).includes(row.consequence ?? ''));
  return { decidedAt: row.cancelledAt, isMark };
}
