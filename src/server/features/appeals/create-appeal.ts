// Issue 13 item 3: a worker appeals a decision about them (docs/product/attendance.md, "Appeals"): for now a no-show
// of their own booking, once, within 14 days of the decision (APPEALS; src/shared/domain/appeals.ts). The operations
// team decides it (issue 15); until then it is 'open' and the worker's History card says so.
import { and, eq } from 'drizzle-orm';
import {
  APPEAL_REFUSAL_MESSAGES,
  type AppealSubjectKind,
  isAppealWindowOpen,
} from '../../../shared/domain/appeals';
import { APPEAL_MESSAGES } from '../../../shared/marketplace/manager-attendance-messages';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { appeals, shiftApplications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toAppealDto } from './appeal-dto';

export type NewAppeal = { subjectKind: AppealSubjectKind; subjectId: string; note: string };

export async function createAppeal(ctx: AppContext, userId: string, input: NewAppeal): Promise<AppealDto> {
  const notFound = new AppError('NOT_FOUND', APPEAL_MESSAGES.notFound);
  if (!isUuid(input.subjectId)) throw notFound;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Someone else's booking reads as none, so ids cannot be probed.
    const [application] = await tx
      .select({
        status: shiftApplications.status,
        decidedAt: shiftApplications.cancelledAt,
        consequence: shiftApplications.cancellationConsequence,
      })
      .from(shiftApplications)
      .where(and(eq(shiftApplications.id, input.subjectId), eq(shiftApplications.workerId, userId)))
      .limit(1);
    if (!application) throw notFound;
    if (application.status !== 'no_show' || !application.decidedAt)
      throw new AppError('CONFLICT', APPEAL_REFUSAL_MESSAGES.notAppealable);
    if (!isAppealWindowOpen(application.decidedAt, now))
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
