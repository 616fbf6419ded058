// The decision each open appeal is about, in words for the staff who decide it (docs/product/operations.md,
// "Queues"): a no-show or cancellation mark with its shift and how it counted, a vetting rejection or a suspension
// with its reason, date and who decided. An appeal stores only the kind and the subject's id, so the facts are read
// from where each decision lives: the booking, or the audit row the decision wrote.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { appealedMarkCount } from '../../../shared/domain/appeals';
import type { AppealedDecisionDto } from '../../../shared/schemas/responses/ops-queues';
import type { AppContext } from '../../context';
import { type appeals, auditLog, shiftApplications, shifts } from '../../db/schema';
import { staffNames } from '../../trust/account-summary';
import { suspensionSubjectId } from '../../trust/suspension-appeal-link';

type Appeal = typeof appeals.$inferSelect;

async function bookingMarks(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({
      id: shiftApplications.id,
      positionTitle: shifts.positionTitle,
      businessName: shifts.businessName,
      startsAt: shifts.startsAt,
      timeZone: shifts.timeZone,
      // A no-show's mark and a cancellation are both dated here (create-appeal.ts reads the same column).
      markedAt: shiftApplications.cancelledAt,
      consequence: shiftApplications.cancellationConsequence,
      emergencyExcuse: shiftApplications.emergencyExcuse,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(inArray(shiftApplications.id, ids));
}

/** The audit rows of one kind of decision about these accounts, newest first (audit_log_target_idx). */
async function decisionsAbout(ctx: AppContext, action: string, targetKind: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return ctx.db
    .select({
      targetId: auditLog.targetId,
      at: auditLog.at,
      actorId: auditLog.actorId,
      reason: auditLog.reason,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetKind, targetKind),
        inArray(auditLog.targetId, userIds),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(desc(auditLog.id));
}

/** Each appeal's decision by appeal id; an appeal whose decision cannot be found is left out. */
export async function appealedDecisions(
  ctx: AppContext,
  rows: Appeal[],
): Promise<Map<string, AppealedDecisionDto>> {
  const ofKind = (kind: Appeal['subjectKind']) => rows.filter((row) => row.subjectKind === kind);
  const marks = rows.filter((row) => row.subjectKind === 'no_show' || row.subjectKind === 'cancellation');
  const [bookings, rejections, suspensions] = await Promise.all([
    bookingMarks(ctx, [...new Set(marks.map((row) => row.subjectId))]),
    decisionsAbout(
      ctx,
      'staff.vetting_reject',
      'talent_profile',
      ofKind('vetting').map((row) => row.userId),
    ),
    decisionsAbout(
      ctx,
      'staff.account_suspended',
      'user',
      ofKind('suspension').map((row) => row.userId),
    ),
  ]);
  const names = await staffNames(
    ctx.db,
    [...rejections, ...suspensions].map((row) => row.actorId),
  );
  const byName = (id: string | null) => (id ? (names.get(id) ?? 'a former staff member') : null);
  const result = new Map<string, AppealedDecisionDto>();
  for (const appeal of rows) {
    const kind = appeal.subjectKind;
    if (kind === 'no_show' || kind === 'cancellation') {
      const booking = bookings.find((b) => b.id === appeal.subjectId);
      if (!booking) continue;
      result.set(appeal.id, {
        kind,
        shift: {
          positionTitle: booking.positionTitle,
          businessName: booking.businessName,
          startsAt: booking.startsAt.toISOString(),
          timeZone: booking.timeZone,
        },
        at: booking.markedAt?.toISOString() ?? null,
        counted: appealedMarkCount({ kind, ...booking }),
        reason: null,
        decidedBy: null,
      });
      continue;
    }
    // The rejection appealed is the last one before the appeal (one appeal per profile); a suspension is the one
    // whose moment gives the appeal's subject id (suspension-appeal-link.ts).
    const decision =
      kind === 'vetting'
        ? rejections.find((r) => r.targetId === appeal.userId && r.at <= appeal.createdAt)
        : suspensions.find(
            (s) =>
              s.targetId === appeal.userId &&
              suspensionSubjectId(appeal.userId, suspendedAt(s)) === appeal.subjectId,
          );
    if (!decision) continue;
    result.set(appeal.id, {
      kind,
      shift: null,
      at: decision.at.toISOString(),
      counted: null,
      reason: decision.reason,
      decidedBy: byName(decision.actorId),
    });
  }
  return result;
}

/** The suspension's moment as the account row held it (the appeal link signs it), recorded in the audit row. */
function suspendedAt(row: { at: Date; after: Record<string, unknown> | null }): Date {
  const recorded = row.after?.suspendedAt;
  return typeof recorded === 'string' ? new Date(recorded) : row.at;
}
