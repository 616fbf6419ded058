// What the cancellation use-cases share — the row locks in the one order used everywhere
// (application, then shift: respond-to-offer.ts), a deadlock read as "someone else changed it first", and the
// ledger entry of a business's late cancellation (docs/product/applications.md, "The ledger").
import { and, eq, inArray } from 'drizzle-orm';
import type { StoredShiftStatus } from '../../shared/domain/shift-status';
import type { TransitionRefusal } from '../../shared/domain/state-machine';
import { CANCELLATION_MESSAGES } from '../../shared/marketplace/cancellation-messages';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import { shiftApplications, shifts } from '../db/schema';
import { postBookingOwed } from '../ledger/booking-owed';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';
import { startCompensationCharge } from '../money/compensation';
import { type ApplicationRow, applicationColumns } from './application-dto';
import { type ShiftRow, shiftColumns } from './shift-dto';

export type DbTx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction. Two changes of the same shift that lock in different orders (a shift-wide
 * cancel and an accept that fills it) can deadlock; PostgreSQL aborts one, and its caller is told the other won.
 */
export async function inChangeTransaction<T>(ctx: AppContext, work: (tx: DbTx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if ((error as { code?: string }).code === '40P01')
      throw new AppError('CONFLICT', CANCELLATION_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/** An application and its shift, both locked for the change (lockApplication). */
export type LockedApplication = { application: ApplicationRow; shift: ShiftRow };

/**
 * One change of an application by its worker (`{ workerId }`) or its shift's manager (`{ managerId }`): a malformed
 * id, or one that is not theirs, is 404 `notFound`; otherwise `work` runs on the locked application and shift in one
 * transaction (inChangeTransaction) with the request's time.
 */
export async function changeApplication<T>(
  ctx: AppContext,
  applicationId: string,
  owner: { workerId: string } | { managerId: string },
  notFound: string,
  work: (tx: DbTx, locked: LockedApplication, now: Date) => Promise<T>,
): Promise<T> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', notFound);
  const now = ctx.now();
  return inChangeTransaction(ctx, async (tx) => {
    const locked = await lockApplication(tx, applicationId, owner);
    if (!locked) throw new AppError('NOT_FOUND', notFound);
    return work(tx, locked, now);
  });
}

/**
 * Locks an application and its shift, in that order, for its worker (`{ workerId }`) or its shift's manager
 * (`{ managerId }`); null when there is none or it belongs to someone else (the caller answers 404, as
 * select-applicant.ts does for another manager's applicant). Without an owner (a scheduler job's subject) any
 * application is locked.
 */
export async function lockApplication(
  tx: Tx,
  applicationId: string,
  owner: { workerId: string } | { managerId: string } | Record<string, never> = {},
): Promise<LockedApplication | null> {
  const [application] = await tx
    .select(applicationColumns)
    .from(shiftApplications)
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        'workerId' in owner ? eq(shiftApplications.workerId, owner.workerId) : undefined,
      ),
    )
    .for('update');
  if (!application) return null;
  const [shift] = await tx
    .select(shiftColumns)
    .from(shifts)
    .where(
      and(
        eq(shifts.id, application.shiftId),
        'managerId' in owner ? eq(shifts.managerId, owner.managerId) : undefined,
      ),
    )
    .for('update');
  if (!shift) return null;
  return { application, shift };
}

/** Locks the shift's applications still in play (application, then shift), then the manager's own shift. */
export async function lockShift(tx: DbTx, shiftId: string, managerId: string) {
  await tx
    .select({ id: shiftApplications.id })
    .from(shiftApplications)
    .where(
      and(
        eq(shiftApplications.shiftId, shiftId),
        inArray(shiftApplications.status, ['interested', 'selected', 'accepted']),
      ),
    )
    .orderBy(shiftApplications.id)
    .for('update');
  const [shift] = await tx
    .select(shiftColumns)
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)))
    .for('update');
  return shift ?? null;
}

/** The refusal of a change of a booking or an application, in this feature's words. */
export function refusal(reason: TransitionRefusal, notAllowed: string): AppError {
  return new AppError('CONFLICT', reason === 'shiftStarted' ? CANCELLATION_MESSAGES.started : notAllowed);
}

/** The words for a shift that can no longer be closed or cancelled. */
export function shiftRefusal(status: StoredShiftStatus, reason: TransitionRefusal): AppError {
  if (reason === 'shiftStarted') return new AppError('CONFLICT', CANCELLATION_MESSAGES.started);
  return new AppError(
    'CONFLICT',
    status === 'cancelled' ? CANCELLATION_MESSAGES.alreadyCancelled : CANCELLATION_MESSAGES.alreadyClosed,
  );
}

/**
 * The compensation a business's late cancellation owes one booked worker (docs/product/applications.md, "The
 * ledger"): one balanced ledger transaction per application (the business's receivable debited, the worker's payable
 * credited), never changed; a retry records nothing new. In the same transaction its charge is recorded and due, and
 * the worker is paid out after it (docs/product/payments.md, "Late cancellation compensation").
 */
export async function recordLateCancellation(
  tx: Tx,
  ctx: AppContext,
  entry: {
    shift: { id: string; managerId: string };
    application: { id: string; workerId: string };
    amountCents: number;
    reason: string;
    now: Date;
  },
): Promise<void> {
  const owed = {
    shiftId: entry.shift.id,
    managerId: entry.shift.managerId,
    applicationId: entry.application.id,
    workerId: entry.application.workerId,
    amountCents: entry.amountCents,
    at: entry.now,
  };
  if (entry.amountCents > 0)
    await postBookingOwed(tx, {
      kind: 'late_cancellation_compensation',
      ...owed,
      reason: entry.reason,
    });
  await startCompensationCharge(tx, ctx, owed);
}
