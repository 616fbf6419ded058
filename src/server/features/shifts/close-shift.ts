import { and, eq } from 'drizzle-orm';
import { shiftTransition } from '../../../shared/domain/state-machine';
import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import { inChangeTransaction, lockShift, shiftRefusal } from '../../booking/booking-change';
import { endRemainingApplications } from '../../booking/end-remaining-applications';
import { shiftColumns, toShiftWithContactDto } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import { shifts } from '../../db/schema';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';
import { publishEvent } from '../../realtime/publish-event';

/**
 * 'Close applications' (docs/product/shifts.md, "Shift states"; docs/product/applications.md, "No limbo"): the
 * shift's manager stops new applications before the start (open → closed). Bookings are kept; every application
 * still waiting (interested, or an offer not yet answered) ends as rejected, ended_reason closed, with a kind notice.
 * Another manager's shift is not found.
 */
export async function closeShift(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
): Promise<ShiftWithContactDto> {
  const notFound = notFoundUnlessUuid(shiftId, CANCELLATION_MESSAGES.shiftNotFound);
  const now = ctx.now();
  return inChangeTransaction(ctx, async (tx) => {
    const shift = await lockShift(tx, shiftId, managerId);
    if (!shift) throw notFound;
    const move = shiftTransition(shift.status, 'closed', { actor: 'manager', now, shift });
    if (!move.ok) throw shiftRefusal(shift.status, move.reason);
    const [updated] = await tx
      .update(shifts)
      .set({ status: 'closed' })
      .where(and(eq(shifts.id, shiftId), eq(shifts.status, 'open')))
      .returning(shiftColumns);
    if (!updated) throw new AppError('CONFLICT', CANCELLATION_MESSAGES.alreadyClosed);
    await endRemainingApplications(ctx, tx, updated, 'closed');
    // The manager's other tabs refetch their lists even when nobody had applied (docs/product/realtime.md).
    await publishEvent(tx, managerId, 'shift_changed', { shiftId });
    return toShiftWithContactDto(updated);
  });
}
