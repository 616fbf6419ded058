import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { OVERLAP_MESSAGES } from '../../shared/domain/booking-overlap';
import { PAYMENT_METHOD_FAILING, PAYMENT_METHOD_REQUIRED } from '../../shared/domain/money';
import { formatOfferDeadline } from '../../shared/domain/offer-deadline';
import { shiftVacancyProblem } from '../../shared/domain/shift-availability';
import { SELECT_MESSAGES } from '../../shared/marketplace/messages';
import type { AppContext } from '../context';
import { shiftApplications, shifts } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { type NoticeShift, shiftLine } from './cancellation-notices';
import { bookedElsewhereSql } from './overlapping-booking';
import { selectApplicant } from './select-applicant';
import { shiftColumns } from './shift-dto';

/** The scheduler's kind for the automatic backfill (registered in src/server/features/jobs.ts). */
export const BACKFILL_KIND = 'backfill';

/** Applicants tried in turn by one backfill (one without a phone, or whose text fails, is skipped). */
const BACKFILL_TRIES = 5;

/**
 * Schedules the backfill of a shift, due at once, inside the transaction that freed the place (an offer's expiry in
 * expire-offer.ts, a worker's cancellation in cancel-booking.ts): the work exists exactly when that change committed,
 * and a backfill that fails (the SMS provider throws) is retried by the scheduler instead of being lost
 * (docs/product/applications.md, "Offer window"; docs/decisions/015-scheduler.md).
 */
export async function scheduleBackfill(tx: Tx, ctx: AppContext, shiftId: string): Promise<void> {
  await ctx.services.scheduler.schedule(tx, { kind: BACKFILL_KIND, subjectId: shiftId, runAt: ctx.now() });
}

const PAYMENT_REFUSALS = new Set([PAYMENT_METHOD_REQUIRED, PAYMENT_METHOD_FAILING]);

/**
 * Nothing silent (product-next §0): a place the backfill could not offer because the business cannot book is told to
 * the manager, with the fix (docs/product/payments.md, "Booking needs a payment method").
 */
async function backfillStopped(ctx: AppContext, shift: NoticeShift, reason: string): Promise<void> {
  await ctx.db.transaction((tx) =>
    createNotification(tx, {
      recipientId: shift.managerId,
      type: 'backfill_stopped',
      title: 'Place not offered',
      message:
        `A place opened on ${shiftLine(shift)}, but we could not offer it to the next applicant: ${reason} ` +
        'Once your card works, select an applicant yourself from the applications list.',
      data: { shiftId: shift.id },
    }),
  );
}

/**
 * Nothing silent (product-next §0): the manager learns whom the backfill offered the freed place to, and until when
 * (docs/product/applications.md, "Offer window").
 */
async function backfillOffered(
  tx: Tx,
  shift: NoticeShift & { timeZone: string },
  application: { id: string; offerExpiresAt: string | null },
  name: string,
): Promise<void> {
  const until = application.offerExpiresAt
    ? ` They have until ${formatOfferDeadline(application.offerExpiresAt, shift.timeZone)} to accept.`
    : '';
  await createNotification(tx, {
    recipientId: shift.managerId,
    type: 'backfill_offered',
    title: 'Place offered to the next applicant',
    message: `A place opened on ${shiftLine(shift)}, and we offered it to ${name}.${until} You can still select someone yourself.`,
    data: { shiftId: shift.id, applicationId: application.id },
  });
}

/** Raised when another selection on the shift is under way: the scheduler retries, and the re-check then decides. */
class SelectionUnderWay extends Error {}

/**
 * The backfill job (subject: the shift id). Selects the next interested applicant through the manager's own path
 * (select-applicant.ts, actor 'system'), so the same state machine bounds, texting rules, caps and opt-outs apply.
 * "Best-ranked" is the earliest applied for now; matching replaces it.
 *
 * Idempotent (docs/decisions/015-scheduler.md): it selects only while the shift has auto_backfill, can still take a
 * worker, has fewer pending offers than free places (max_applications − accepted_count), and has an interested
 * applicant. So a run repeated after a crash, or a retry after a selection that went through, finds the place
 * already offered and does nothing. An applicant who cannot be selected (no phone, the text failed) is passed over
 * for the next; a conflict with the shift (filled, closed, started) ends it; another selection under way makes it
 * throw, so the scheduler runs it again later; anything else thrown (the provider itself) is retried likewise.
 */
export async function runBackfill(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const now = ctx.now();
  const [shift] = await ctx.db.select(shiftColumns).from(shifts).where(eq(shifts.id, job.subjectId)).limit(1);
  if (!shift?.autoBackfill || shiftVacancyProblem(shift, now)) return;
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(shiftApplications)
    .where(and(eq(shiftApplications.shiftId, shift.id), eq(shiftApplications.status, 'selected')));
  if ((pending?.n ?? 0) >= shift.maxApplications - shift.acceptedCount) return;
  const [contacting] = await ctx.db
    .select({ n: count() })
    .from(shiftApplications)
    .where(
      and(
        eq(shiftApplications.shiftId, shift.id),
        eq(shiftApplications.status, 'interested'),
        gt(shiftApplications.contactingUntil, now),
      ),
    );
  if ((contacting?.n ?? 0) > 0) throw new SelectionUnderWay('another selection on this shift is under way');

  const candidates = await ctx.db
    .select({ id: shiftApplications.id })
    .from(shiftApplications)
    .where(
      and(
        eq(shiftApplications.shiftId, shift.id),
        eq(shiftApplications.status, 'interested'),
        // A worker booked elsewhere at that time could not accept (docs/product/applications.md, "No overlapping
        // bookings"): the place goes to the next applicant.
        sql`not ${bookedElsewhereSql(sql`${shiftApplications.workerId}`, sql`${shift.id}::uuid`)}`,
      ),
    )
    .orderBy(asc(shiftApplications.appliedAt), asc(shiftApplications.id))
    .limit(BACKFILL_TRIES);
  for (const candidate of candidates) {
    try {
      // The manager's notice is written in the selection's own transaction: a crash keeps both or neither.
      await selectApplicant(ctx, shift.managerId, candidate.id, 'system', (tx, selected) =>
        backfillOffered(tx, shift, selected.application, selected.workerName),
      );
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Booked elsewhere since the candidates were read: the next applicant.
      if (error.message === OVERLAP_MESSAGES.select) continue;
      if (error.code === 'CONFLICT') {
        // Someone else is selecting this applicant (or just did): retried, and the pending offers re-counted.
        if (
          error.message === SELECT_MESSAGES.inProgress ||
          error.message === SELECT_MESSAGES.alreadyContacted
        )
          throw new SelectionUnderWay(error.message);
        // The business cannot book (no usable card): nobody else is tried, and the manager is told why.
        if (PAYMENT_REFUSALS.has(error.message)) return backfillStopped(ctx, shift, error.message);
        // The shift cannot take a worker any more (filled, closed, started): nobody else is tried.
        return;
      }
      // Any other refusal (no phone, the text failed) moves on to the next applicant.
    }
  }
}
