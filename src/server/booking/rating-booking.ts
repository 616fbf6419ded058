// A completed booking as the rating use-cases read it (docs/product/trust.md, "Ratings").
import { and, eq, or } from 'drizzle-orm';
import type { RaterRole } from '../../shared/domain/ratings';
import { RATING_MESSAGES } from '../../shared/domain/ratings';
import { isUuid } from '../../shared/uuid';
import { ratings, shiftApplications, shifts, talentProfiles } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';
import { type NoticeShift, noticeShiftColumns } from './cancellation-notices';

const bookingColumns = {
  ...noticeShiftColumns,
  // The booking's id is `id` (over the shift's); its shift's is `shiftId`.
  id: shiftApplications.id,
  shiftId: shifts.id,
  status: shiftApplications.status,
  completedAt: shiftApplications.completedAt,
  workerId: shiftApplications.workerId,
  workerName: talentProfiles.name,
};

export type RatingBooking = Omit<NoticeShift, 'id'> & {
  id: string;
  status: string;
  completedAt: Date | null;
  workerId: string;
  workerName: string | null;
  shiftId: string;
};

/** The shift's fields a notice line (shiftLine) needs. */
export const noticeShift = (b: RatingBooking): NoticeShift => ({
  id: b.shiftId,
  managerId: b.managerId,
  businessName: b.businessName,
  positionTitle: b.positionTitle,
  shiftDate: b.shiftDate,
  startTime: b.startTime,
  endTime: b.endTime,
});

/**
 * The booking `applicationId`, if `viewerId` is its worker or its shift's manager (any booking without a viewer: a
 * scheduler job). With `lock`, the application row is locked (FOR UPDATE OF shift_applications): every rating insert
 * and every publication of a booking holds it, so two ratings arriving at once are serialised and the second sees
 * the first. A malformed id, someone else's booking or none at all: 404, the same answer.
 */
export async function loadRatingBooking(
  tx: Tx,
  applicationId: string,
  opts: { viewerId?: string; lock?: boolean } = {},
): Promise<RatingBooking & { viewerRole: RaterRole | null }> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', RATING_MESSAGES.notFound);
  const { viewerId, lock } = opts;
  const query = tx
    .select(bookingColumns)
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, shiftApplications.workerId))
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        viewerId ? or(eq(shiftApplications.workerId, viewerId), eq(shifts.managerId, viewerId)) : undefined,
      ),
    );
  const [row] = lock ? await query.for('update', { of: shiftApplications }) : await query;
  if (!row) throw new AppError('NOT_FOUND', RATING_MESSAGES.notFound);
  const viewerRole: RaterRole | null =
    viewerId === undefined ? null : viewerId === row.workerId ? 'talent' : 'manager';
  return { ...row, viewerRole };
}

/** The booking's ratings (at most one per side). */
export const bookingRatingRows = (tx: Tx, applicationId: string) =>
  tx.select().from(ratings).where(eq(ratings.applicationId, applicationId));
