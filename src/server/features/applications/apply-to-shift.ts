import { eq } from 'drizzle-orm';
import { shiftVacancyProblem } from '../../../shared/domain/shift-availability';
import { APPLY_MESSAGES } from '../../../shared/marketplace/messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { isUuid } from '../../../shared/uuid';
import { toApplicationDto } from '../../booking/application-dto';
import { publishApplicationChanged } from '../../booking/application-events';
import { insertApplication } from '../../booking/booking-facts';
import type { AppContext } from '../../context';
import { shifts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { flagLinkedAccounts, linkOf } from '../../trust/linked-accounts';
import { assertMayApply } from '../../trust/vetted-only';
import { shiftVisibleToAnyoneSql, shiftVisibleToWorkerSql } from '../../trust/visibility-sql';

/** What shiftVacancyProblem reads of a shift. */
const vacancyColumns = {
  status: shifts.status,
  startsAt: shifts.startsAt,
  acceptedCount: shifts.acceptedCount,
  maxApplications: shifts.maxApplications,
};

/**
 * A block either way (docs/product/trust.md, "Favourites and blocks") is silent: the signed-out list still shows the
 * shift, so 'Shift not found' would tell the worker of the block. Applying answers exactly as for a filled shift
 * instead, which is also why the shift left the worker's own lists.
 */
const BLOCKED_ANSWER = 'shiftFilled' as const;

/**
 * docs/product/applications.md ("Applying"), docs/architecture.md core loop step 2: one application per worker per shift, status interested.
 * The unique index (shift_id, worker_id) decides duplicates, so two quick clicks cannot both insert.
 */
export async function applyToShift(
  ctx: AppContext,
  workerId: string,
  shiftId: string,
): Promise<ApplicationDto> {
  if (!isUuid(shiftId)) throw new AppError('NOT_FOUND', APPLY_MESSAGES.shiftNotFound);
  const now = ctx.now();
  const [shift] = await ctx.db
    .select({
      id: shifts.id,
      managerId: shifts.managerId,
      ...vacancyColumns,
      visible: shiftVisibleToWorkerSql(workerId, now).mapWith(Boolean),
      listedForAnyone: shiftVisibleToAnyoneSql(now).mapWith(Boolean),
    })
    .from(shifts)
    .where(eq(shifts.id, shiftId))
    .limit(1);
  // A 'Favourites first' window the worker is not part of hides the shift from every list, the signed-out one
  // included: the answer of a shift that does not exist (docs/product/trust.md, "Favourites and blocks").
  if (!shift || (!shift.visible && !shift.listedForAnyone))
    throw new AppError('NOT_FOUND', APPLY_MESSAGES.shiftNotFound);
  // One person on both sides would rate themselves and build their own reliability (docs/product/trust.md,
  // "Linked accounts"): refused, and the pair shown to the operations team.
  const link = await linkOf(ctx.db, workerId, shift.managerId);
  if (link) {
    await flagLinkedAccounts(
      ctx.db,
      {
        talentId: workerId,
        managerId: shift.managerId,
        link,
        what: `an application to shift ${shiftId} was refused.`,
      },
      ctx.now(),
    );
    throw new AppError('FORBIDDEN', APPLY_MESSAGES.linkedAccounts);
  }
  // 'Only vetted workers can apply' (docs/product/operations.md, "Vetting").
  await assertMayApply(ctx, workerId, shift.managerId);
  const problem = shiftVacancyProblem(shift, now) ?? (shift.visible ? null : BLOCKED_ANSWER);
  if (problem) throw new AppError('CONFLICT', APPLY_MESSAGES[problem]);

  try {
    return await ctx.db.transaction(async (tx) => {
      // A close, a cancellation or the accept that fills the shift may have committed since the read above: the
      // share lock waits for their row lock, so no application lands on a shift that no longer takes any
      // (docs/product/applications.md, "No limbo").
      const [current] = await tx
        .select({ ...vacancyColumns, visible: shiftVisibleToWorkerSql(workerId, ctx.now()).mapWith(Boolean) })
        .from(shifts)
        .where(eq(shifts.id, shiftId))
        .for('share');
      const refusal = current
        ? (shiftVacancyProblem(current, ctx.now()) ?? (current.visible ? null : BLOCKED_ANSWER))
        : 'shiftClosed';
      if (refusal) throw new AppError('CONFLICT', APPLY_MESSAGES[refusal]);
      const row = await insertApplication(tx, { shiftId, workerId, appliedAt: ctx.now() });
      await publishApplicationChanged(
        tx,
        { workerId, managerId: shift.managerId },
        { applicationId: row.id, shiftId, status: row.status },
      );
      return toApplicationDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', APPLY_MESSAGES.alreadyApplied);
    // A worker id that no longer exists means the session is stale (docs/product/applications.md, "Applying").
    if (isForeignKeyViolation(error)) throw new AppError('UNAUTHORIZED', APPLY_MESSAGES.sessionExpired);
    throw error;
  }
}
