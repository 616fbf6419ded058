import { and, eq } from 'drizzle-orm';
import { shiftVacancyProblem } from '../../../shared/domain/shift-availability';
import { APPLY_MESSAGES } from '../../../shared/marketplace/messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { shiftApplications, shifts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { shiftVisibleToWorkerSql } from '../favourites/visibility-sql';
import { assertMayApply } from '../vetting/vetted-only';
import { applicationColumns, toApplicationDto } from './application-dto';
import { publishApplicationChanged } from './application-events';

/** What shiftVacancyProblem reads of a shift. */
const vacancyColumns = {
  status: shifts.status,
  startsAt: shifts.startsAt,
  acceptedCount: shifts.acceptedCount,
  maxApplications: shifts.maxApplications,
};

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
  const [shift] = await ctx.db
    .select({ id: shifts.id, managerId: shifts.managerId, ...vacancyColumns })
    .from(shifts)
    // A block either way, or a 'Favourites first' window the worker is not part of (docs/product/trust.md,
    // "Favourites and blocks"): exactly the answer a shift that does not exist gets, so nothing is revealed.
    .where(and(eq(shifts.id, shiftId), shiftVisibleToWorkerSql(workerId, ctx.now())))
    .limit(1);
  if (!shift) throw new AppError('NOT_FOUND', APPLY_MESSAGES.shiftNotFound);
  // 'Only vetted workers can apply' (docs/product/operations.md, "Vetting").
  await assertMayApply(ctx, workerId, shift.managerId);
  const problem = shiftVacancyProblem(shift, ctx.now());
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
      // A block made since the read above: still the answer of a shift that does not exist.
      if (current && !current.visible) throw new AppError('NOT_FOUND', APPLY_MESSAGES.shiftNotFound);
      const now = current ? shiftVacancyProblem(current, ctx.now()) : 'shiftClosed';
      if (now) throw new AppError('CONFLICT', APPLY_MESSAGES[now]);
      const [row] = await tx
        .insert(shiftApplications)
        .values({ shiftId, workerId, status: 'interested', appliedAt: ctx.now() })
        .returning(applicationColumns);
      await publishApplicationChanged(
        tx,
        { workerId, managerId: shift.managerId },
        { applicationId: row!.id, shiftId, status: row!.status },
      );
      return toApplicationDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', APPLY_MESSAGES.alreadyApplied);
    // A worker id that no longer exists means the session is stale (docs/product/applications.md, "Applying").
    if (isForeignKeyViolation(error)) throw new AppError('UNAUTHORIZED', APPLY_MESSAGES.sessionExpired);
    throw error;
  }
}
