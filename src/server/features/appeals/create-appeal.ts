// A worker appeals a decision about them (docs/product/attendance.md, "Appeals"): a no-show of their
// own booking or a late cancellation mark, which a manager may appeal for their business too;
// once, within 14 days of the decision (APPEALS; src/shared/domain/appeals.ts). The operations team decides it
//; until then it is 'open' and the worker's History card and 'My reliability' say so.
import { and, eq } from 'drizzle-orm';
import {
  APPEAL_KIND_MESSAGE,
  APPEAL_REFUSAL_MESSAGES,
  isAppealWindowOpen,
  type SignedInAppealKind,
} from '../../../shared/domain/appeals';
import type { Role } from '../../../shared/domain/roles';
import { APPEAL_MESSAGES } from '../../../shared/marketplace/manager-attendance-messages';
import { RELIABILITY_MESSAGES } from '../../../shared/marketplace/reliability-messages';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { appeals, shiftApplications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { findCancellationDecision } from '../../trust/cancellation-marks';
import { vettingRejectionTime } from '../../trust/vetting-appeal';
import { toAppealDto } from './appeal-dto';

export type NewAppeal = { subjectKind: SignedInAppealKind; subjectId: string; note: string };
type Appellant = { id: string; role: Role };

/**
 * When the decision under appeal was made, once it is known to be the appellant's and appealable: a worker's own
 * no-show, or (docs/product/trust.md "Reliability") a late cancellation mark: the worker's own late
 * or very late cancellation, or the manager's business's own late cancellation (findCancellationDecision).
 */
async function decisionTime(tx: Tx, user: Appellant, input: NewAppeal): Promise<Date> {
  // Every kind checks its own subject, so an id is appealed only under the kind of its decision.
  const kind = input.subjectKind;
  switch (kind) {
    case 'cancellation': {
      const decision = await findCancellationDecision(tx, user, input.subjectId);
      if (!decision) throw new AppError('NOT_FOUND', RELIABILITY_MESSAGES.cancellationNotFound);
      if (!decision.isMark || !decision.decidedAt)
        throw new AppError('CONFLICT', APPEAL_REFUSAL_MESSAGES.cancellationNotAppealable);
      return decision.decidedAt;
    }
    // A rejected profile (docs/product/operations.md, "Vetting").
    case 'vetting':
      return vettingRejectionTime(tx, user, input.subjectId);
    case 'no_show':
      return noShowTime(tx, user, input.subjectId);
    default:
      // A new kind must say here how its subject is checked before this compiles.
      return uncheckedKind(kind);
  }
}

function uncheckedKind(_kind: never): never {
  throw new AppError('BAD_REQUEST', APPEAL_KIND_MESSAGE, { field: 'subjectKind' });
}

/** A worker's own no-show; someone else's booking reads as none, so ids cannot be probed. */
async function noShowTime(tx: Tx, user: Appellant, subjectId: string): Promise<Date> {
  if (user.role !== 'talent') throw new AppError('FORBIDDEN', APPEAL_REFUSAL_MESSAGES.noShowByWorkerOnly);
  const [application] = await tx
    .select({ status: shiftApplications.status, decidedAt: shiftApplications.cancelledAt })
    .from(shiftApplications)
    .where(and(eq(shiftApplications.id, subjectId), eq(shiftApplications.workerId, user.id)))
    .limit(1);
  if (!application) throw new AppError('NOT_FOUND', APPEAL_MESSAGES.notFound);
  if (application.status !== 'no_show' || !application.decidedAt)
    throw new AppError('CONFLICT', APPEAL_REFUSAL_MESSAGES.notAppealable);
  return application.decidedAt;
}

export async function createAppeal(ctx: AppContext, user: Appellant, input: NewAppeal): Promise<AppealDto> {
  if (!isUuid(input.subjectId)) throw new AppError('NOT_FOUND', APPEAL_MESSAGES.notFound);
  const userId = user.id;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const decidedAt = await decisionTime(tx, user, input);
    if (!isAppealWindowOpen(decidedAt, now))
      throw new AppError('CONFLICT', APPEAL_REFUSAL_MESSAGES.windowClosed);
    // One per decision: the unique (subject_kind, subject_id, user_id) decides between two at once.
    const [created] = await tx
      .insert(appeals)
      .values({
        userId,
        subjectKind: input.subjectKind,
        subjectId: input.subjectId,
        note: input.note,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', APPEAL_REFUSAL_MESSAGES.alreadyAppealed);
    return toAppealDto(created);
  });
}
