import { and, desc, eq } from 'drizzle-orm';
import { sharesContactDetails } from '../../../shared/domain/contact-visibility';
import { isChangeVisibleToWorker, SHIFT_FIELD_LABELS } from '../../../shared/domain/shift-change';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { ShiftChangesDto } from '../../../shared/schemas/responses/shift-edits';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { shiftApplications, shiftChanges, shifts } from '../../db/schema';
import { notFoundUnlessUuid } from '../../lib/app-error';

/** The newest edits shown; a shift is edited a handful of times, so one page is the whole history in practice. */
const HISTORY_LIMIT = 100;

/**
 * A shift's change history (docs/product/shifts.md, "Edit shift"), newest first: for its manager, and for any worker
 * who applied to it, without the manager's own settings, and without the on-site contact's changes unless the
 * worker's application shares contact details (ADR 013: a booking, not an application, shares them). Anyone else gets the same 404 as for a shift that does not
 * exist, so nobody learns which shifts exist.
 */
export async function listShiftChanges(
  ctx: AppContext,
  user: SessionUser,
  shiftId: string,
): Promise<ShiftChangesDto> {
  const notFound = notFoundUnlessUuid(shiftId, EDIT_SHIFT_MESSAGES.notFound);
  const [shift] = await ctx.db
    .select({ managerId: shifts.managerId })
    .from(shifts)
    .where(eq(shifts.id, shiftId))
    .limit(1);
  if (!shift) throw notFound;
  const isManager = shift.managerId === user.id;
  let sharesContact = isManager;
  if (!isManager) {
    const [applied] = await ctx.db
      .select({ status: shiftApplications.status })
      .from(shiftApplications)
      .where(and(eq(shiftApplications.shiftId, shiftId), eq(shiftApplications.workerId, user.id)))
      .limit(1);
    if (!applied) throw notFound;
    sharesContact = sharesContactDetails(applied.status);
  }
  const rows = await ctx.db
    .select({
      id: shiftChanges.id,
      changedAt: shiftChanges.changedAt,
      material: shiftChanges.material,
      changes: shiftChanges.changes,
    })
    .from(shiftChanges)
    .where(eq(shiftChanges.shiftId, shiftId))
    .orderBy(desc(shiftChanges.changedAt), desc(shiftChanges.id))
    .limit(HISTORY_LIMIT);
  const changes = rows
    .map((row) => ({
      id: row.id,
      changedAt: row.changedAt.toISOString(),
      material: row.material,
      changes: row.changes
        .filter((change) => isManager || isChangeVisibleToWorker(change, sharesContact))
        .map((change) => ({ ...change, label: SHIFT_FIELD_LABELS[change.field] ?? change.field })),
    }))
    .filter((row) => row.changes.length > 0);
  return { changes };
}
