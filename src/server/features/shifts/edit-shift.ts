import { and, eq, inArray, sql } from 'drizzle-orm';
import { offerExpiresAt } from '../../../shared/domain/offer-window';
import { isShiftFull, isShiftVisible } from '../../../shared/domain/shift-availability';
import {
  classifyShiftEdit,
  type EditableShift,
  isWorkerVisibleChange,
} from '../../../shared/domain/shift-change';
import { shiftScheduleProblem } from '../../../shared/domain/shift-schedule';
import { shiftInstants } from '../../../shared/domain/shift-time';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import type { ShiftEditForm } from '../../../shared/schemas/shifts';
import { publishApplicationChanged } from '../../booking/application-events';
import { scheduleAutoNoShow } from '../../booking/auto-no-show';
import { type DbTx, lockShift } from '../../booking/booking-change';
import { queueBookingEmail } from '../../booking/booking-emails';
import { markEditTexted, markTermsChanged, moveOfferExpiry } from '../../booking/booking-facts';
import { endRemainingApplications } from '../../booking/end-remaining-applications';
import { OFFER_EXPIRY_KIND } from '../../booking/offer-messages';
import { scheduleReminders } from '../../booking/reminders';
import { type ShiftRow, shiftColumns, toShiftWithContactDto } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import { shiftApplications, shiftChanges, shifts, users } from '../../db/schema';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';
import { refundRateLimitHits, takeRateLimit } from '../../lib/rate-limiter';
import { enqueueMessage } from '../../messaging/outbox';
import { type QueuedText, queueText } from '../../messaging/queue-text';
import { createNotification } from '../../notifications/create-notification';
import { publishEvent } from '../../realtime/publish-event';
import { accountReceivesTextsSql } from '../../sms/opt-out';
import { shiftEditNotice } from './shift-edit-notices';
import { shiftFieldsFromForm } from './shift-fields-from-form';
import { assertWageFloor } from './wage-floor';

/**
 * Edits per shift and manager in an hour (docs/product/shifts.md, "Edit shift"): each edit reaches every selected and
 * booked worker, so a manager saving in a loop would otherwise flood them. Only edits that change the shift count.
 */
export const SHIFT_EDIT_LIMIT = { max: 10, windowMs: 60 * 60_000 };

export type EditShiftResult = {
  shift: ShiftWithContactDto;
  changed: boolean;
  material: boolean;
  /** Selected and booked workers told of the change. */
  workersTold: number;
};

const editable = (row: ShiftRow): EditableShift => ({
  businessName: row.businessName,
  managerEmail: row.managerEmail,
  positionTitle: row.positionTitle,
  locationAddress: row.locationAddress,
  shiftDate: row.shiftDate,
  startTime: row.startTime.slice(0, 5),
  endTime: row.endTime.slice(0, 5),
  overnight: row.overnight,
  hourlyRateCents: row.hourlyRateCents,
  breakMinutes: row.breakMinutes,
  dressCode: row.dressCode,
  jobDescription: row.jobDescription,
  requirements: row.requirements,
  parkingInfo: row.parkingInfo,
  contactPerson: row.contactPerson,
  contactPhone: row.contactPhone,
  maxApplications: row.maxApplications,
  autoBackfill: row.autoBackfill,
});

/**
 * 'Edit shift' (docs/product/shifts.md, "Edit shift"): every field of the create form, by the shift's own manager,
 * until the start, on an open or closed shift. One transaction under the row locks (application, then shift, as
 * everywhere: respond-to-offer.ts), so an edit racing an accept, a cancellation or another tab's edit has one
 * outcome; `version` refuses a form loaded before another edit. A material change marks every booking
 * terms_changed_at (the worker re-confirms, or cancels with no consequence) and every selected and booked worker
 * is told with a before → after summary; a start that moved moves pending offers' expiry with it.
 */
export async function editShift(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
  input: ShiftEditForm,
): Promise<EditShiftResult> {
  const notFound = notFoundUnlessUuid(shiftId, EDIT_SHIFT_MESSAGES.notFound);
  // Taken before the edit, so a burst cannot pass more than the limit; keyed by manager too, so nobody else's
  // requests use up the owner's edits. A refused edit (a stale form, a bad date) counts; a save that changes
  // nothing gives its slot back.
  const limit = await takeRateLimit(
    ctx.db,
    [{ bucket: 'shift_edit', key: `${managerId}:${shiftId}`, ...SHIFT_EDIT_LIMIT }],
    ctx.now(),
  );
  if (!limit.ok)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      EDIT_SHIFT_MESSAGES.tooManyEdits(Math.ceil(limit.retryAfterSeconds / 60)),
      {
        retryAfterSeconds: limit.retryAfterSeconds,
      },
    );
  let result: EditShiftResult;
  try {
    result = await ctx.db.transaction((tx) =>
      editInTransaction(ctx, tx, managerId, shiftId, input, notFound),
    );
  } catch (error) {
    // A deadlock with another change of the same shift (Postgres picks one to abort): the other one won.
    if ((error as { code?: string }).code === '40P01')
      throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.stale);
    throw error;
  }
  if (!result.changed) await refundRateLimitHits(ctx.db, limit.hits);
  return result;
}

async function editInTransaction(
  ctx: AppContext,
  tx: DbTx,
  managerId: string,
  shiftId: string,
  input: ShiftEditForm,
  notFound: AppError,
): Promise<EditShiftResult> {
  const now = ctx.now();
  // Lock order everywhere: application, then shift (lockShift). An edit may change the selected and booked ones,
  // and end the waiting ones when a lower max fills the shift.
  const shift = await lockShift(tx, shiftId, managerId);
  if (!shift) throw notFound;
  if (shift.status === 'cancelled') throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.cancelled);
  if (!isShiftVisible(shift, now)) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.started);
  if (input.version !== shift.version) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.stale);

  // The same rules as posting, in the shift's own zone (create-shift.ts).
  const problem = shiftScheduleProblem(input, now, shift.timeZone);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { field: problem.field });
  await assertWageFloor(tx, managerId, input);
  if (input.maxApplications < shift.acceptedCount)
    throw new AppError('BAD_REQUEST', EDIT_SHIFT_MESSAGES.belowBooked(shift.acceptedCount), {
      field: 'maxApplications',
    });

  const edit = classifyShiftEdit(editable(shift), shiftFieldsFromForm(input));
  if (edit.changes.length === 0)
    return { shift: toShiftWithContactDto(shift), changed: false, material: false, workersTold: 0 };

  const { startsAt, endsAt } = shiftInstants(
    input.shiftDate,
    input.startTime,
    input.endTime,
    input.overnight,
    shift.timeZone,
  );
  const after = shiftFieldsFromForm(input);
  const [updated] = await tx
    .update(shifts)
    .set({
      ...after,
      startsAt,
      endsAt,
      version: sql`${shifts.version} + 1`,
    })
    .where(
      and(
        eq(shifts.id, shiftId),
        eq(shifts.version, input.version),
        inArray(shifts.status, ['open', 'closed']),
      ),
    )
    .returning(shiftColumns);
  if (!updated) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.stale);

  await tx.insert(shiftChanges).values({
    shiftId,
    changedAt: now,
    changedBy: managerId,
    material: edit.material,
    changes: edit.changes.map(({ field, before, after: value }) => ({ field, before, after: value })),
  });

  // No limbo (docs/product/applications.md): a max lowered to the booked count fills the shift, so the applications
  // still waiting end as for any fill, before the notices (a rejected offer is not also told of the change).
  if (isShiftFull(updated) && !isShiftFull(shift)) await endRemainingApplications(ctx, tx, updated, 'filled');
  const workersTold = await tellWorkers(ctx, tx, updated, edit, now);

  // Every applicant's dashboard and the manager's lists refetch; the open-shifts cache is emptied by the shifts
  // table's own NOTIFY (drizzle/0002_open_shifts_notify.sql) when this commits.
  const applicants = await tx
    .selectDistinct({ workerId: shiftApplications.workerId })
    .from(shiftApplications)
    .where(eq(shiftApplications.shiftId, shiftId));
  for (const userId of [managerId, ...applicants.map((a) => a.workerId)])
    await publishEvent(tx, userId, 'shift_changed', { shiftId });

  return { shift: toShiftWithContactDto(updated), changed: true, material: edit.material, workersTold };
}

/** Tells each selected and booked worker; bookings re-confirm after a material change; offers follow the start. */
async function tellWorkers(
  ctx: AppContext,
  tx: DbTx,
  shift: ShiftRow,
  edit: ReturnType<typeof classifyShiftEdit>,
  now: Date,
): Promise<number> {
  const affected = await tx
    .select({
      id: shiftApplications.id,
      workerId: shiftApplications.workerId,
      status: shiftApplications.status,
      selectedAt: shiftApplications.selectedAt,
      offerExpiresAt: shiftApplications.offerExpiresAt,
      termsChangedAt: shiftApplications.termsChangedAt,
      editTextedAt: shiftApplications.editTextedAt,
      phone: users.phone,
      email: users.email,
      receivesTexts: accountReceivesTextsSql(),
    })
    .from(shiftApplications)
    .innerJoin(users, eq(users.id, shiftApplications.workerId))
    .where(
      and(
        eq(shiftApplications.shiftId, shift.id),
        inArray(shiftApplications.status, ['selected', 'accepted']),
      ),
    );
  const visible = edit.changes.filter(isWorkerVisibleChange);
  let told = 0;
  for (const application of affected) {
    const booked = application.status === 'accepted';
    let expiresAt = application.offerExpiresAt;
    // The reminders follow the start (booking/reminders.ts: the unfinished ones are replaced).
    if (booked && edit.startMoved) await scheduleReminders(tx, ctx, application, shift);
    // The automatic no-show follows the end, which an edit of the end time alone also moves (auto-no-show.ts).
    if (booked) await scheduleAutoNoShow(tx, ctx, application, shift);
    // The booked worker's calendar invite follows the change: the next SEQUENCE, the new times, before → after
    // (docs/product/messaging.md, "Booking e-mails and calendar invites").
    if (booked && visible.length > 0)
      await queueBookingEmail(tx, ctx, { applicationId: application.id, kind: 'updated', changes: visible });
    if (booked && edit.material) {
      await markTermsChanged(tx, application.id, now);
    }
    if (!booked && edit.startMoved) {
      // The window is measured from the selection (offer-window.ts); one that the new start would already have
      // closed restarts at the edit, so an edit never takes an offer away.
      expiresAt = offerExpiresAt(application.selectedAt ?? now, shift.startsAt);
      if (expiresAt.getTime() <= now.getTime()) expiresAt = offerExpiresAt(now, shift.startsAt);
      await moveOfferExpiry(tx, application.id, expiresAt);
      await ctx.services.scheduler.cancel(tx, OFFER_EXPIRY_KIND, application.id);
      await ctx.services.scheduler.schedule(tx, {
        kind: OFFER_EXPIRY_KIND,
        subjectId: application.id,
        runAt: expiresAt,
      });
    }
    if (edit.tellsWorkers) {
      const notice = shiftEditNotice(
        shift,
        visible,
        { booked, material: edit.material, offerExpiresAt: booked ? null : expiresAt },
        ctx.config.APP_ORIGIN,
      );
      // Booked workers also by text where they agreed to texts on a verified phone, else by e-mail
      // (docs/product/shifts.md, "Edit shift"); a selected worker has the in-app notice. One text per booking until
      // it is re-confirmed (the one that first asks for re-confirmation always goes), within the daily caps; a text
      // not sent is recorded on the in-app notice (ADR 006).
      let via: ('sms' | 'email')[] = [];
      let text: QueuedText | null = null;
      if (booked && application.receivesTexts && application.phone) {
        const asksToReconfirm = edit.material && !application.termsChangedAt;
        text =
          application.editTextedAt && !asksToReconfirm
            ? { queued: false, reason: EDIT_SHIFT_MESSAGES.textCoalesced }
            : await queueText(
                tx,
                { config: ctx.config, now },
                {
                  to: application.phone,
                  body: notice.sms,
                  userId: application.workerId,
                  senderId: shift.managerId,
                },
              );
        if (text.queued) {
          via = ['sms'];
          await markEditTexted(tx, application.id, now);
        }
      } else if (booked) {
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: application.email,
          subject: notice.emailSubject,
          body: notice.emailBody,
          userId: application.workerId,
        });
        via = ['email'];
      }
      await createNotification(tx, {
        recipientId: application.workerId,
        senderId: shift.managerId,
        type: 'shift_changed',
        title: notice.title,
        message: notice.message,
        data: {
          shiftId: shift.id,
          applicationId: application.id,
          material: edit.material,
          ...(text && !text.queued ? { textNotSent: text.reason } : {}),
        },
        sentVia: via,
      });
      told++;
    }
    await publishApplicationChanged(
      tx,
      { workerId: application.workerId, managerId: shift.managerId },
      { applicationId: application.id, shiftId: shift.id, status: application.status },
    );
  }
  return told;
}
