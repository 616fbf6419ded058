// Reminders before a booked shift (docs/product/messaging.md, "Reminders"; docs/decisions/015-scheduler.md):
// 24 h ('Confirm I'm coming'), 12 h (not confirmed yet: the worker again, and the manager 'Not yet confirmed') and
// 2 h (address, on-site contact, parking, how to check in). In-app always; a text where the worker agreed to texts
// on a verified phone (the SMS service's rules and caps); an HTML e-mail otherwise.
import { and, eq, sql } from 'drizzle-orm';
import { NOT_YET_CONFIRMED, REMINDER_OFFSETS_MS, type ReminderName } from '../../shared/domain/reminders';
import type { AppContext } from '../context';
import { notifications, shiftApplications, shifts, talentProfiles, users } from '../db/schema';
import { enqueueMessage, type Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { mayTextNumber } from '../sms/opt-out';
import { smsSafeText } from '../sms/safe-text';
import { publishApplicationChanged } from './application-events';
import { CHECK_IN_HOW, checkInNote, shiftFacts, shiftWhen } from './booking-emails';
import { emailShiftManager } from './email-shift-manager';
import { renderShiftEmail } from './render-shift-email';
import { type ShiftRow, shiftColumns } from './shift-dto';

/** The scheduler's kinds (src/server/features/jobs.ts), one per reminder; the subject is the application. */
export const REMINDER_KINDS = {
  day: 'reminder-24h',
  confirm: 'reminder-12h',
  arrival: 'reminder-2h',
} as const satisfies Record<ReminderName, string>;

const NAMES = Object.keys(REMINDER_KINDS) as ReminderName[];

/**
 * Drops a booking's reminders that have not run (a cancellation, or before rescheduling after an edit). Call it in
 * the transaction of the change.
 */
export async function cancelReminders(tx: Tx, ctx: Pick<AppContext, 'services'>, applicationId: string) {
  for (const name of NAMES) await ctx.services.scheduler.cancel(tx, REMINDER_KINDS[name], applicationId);
}

/**
 * Schedules a booking's reminders, in the transaction that books it (respond-to-offer.ts) or moves its start (an
 * edit): the unfinished ones are cancelled first, then each reminder whose time is still ahead is scheduled — a
 * booking made 3 h before the start gets only the 2 h reminder. The payload keeps the start it was scheduled for,
 * so a reminder left over from an earlier start does nothing.
 */
export async function scheduleReminders(
  tx: Tx,
  ctx: Pick<AppContext, 'services' | 'now'>,
  application: { id: string },
  shift: { startsAt: Date },
): Promise<void> {
  await cancelReminders(tx, ctx, application.id);
  const now = ctx.now().getTime();
  for (const name of NAMES) {
    const runAt = new Date(shift.startsAt.getTime() - REMINDER_OFFSETS_MS[name]);
    if (runAt.getTime() <= now) continue;
    await ctx.services.scheduler.schedule(tx, {
      kind: REMINDER_KINDS[name],
      subjectId: application.id,
      runAt,
      payload: { startsAt: shift.startsAt.toISOString() },
    });
  }
}

type Worker = { name: string | null; email: string; phone: string | null };
type Sms = { to: string; body: string; key: string; notificationId: string };

/** A reminder's words in the app and by text (the text's user-written parts pass smsSafeText). */
export const reminderTexts = (name: ReminderName, shift: ShiftRow, origin: string) => {
  const what = `${shift.positionTitle} at ${shift.businessName}`;
  const when = shiftWhen(shift);
  const safeWhat = `${smsSafeText(shift.positionTitle, 40)} at ${smsSafeText(shift.businessName, 40)}`;
  const arrival = [
    `Address: ${shift.locationAddress}.`,
    `On-site contact: ${shift.contactPerson}, ${shift.contactPhone}.`,
    shift.parkingInfo?.trim() ? `Parking: ${shift.parkingInfo.trim()}` : null,
    checkInNote(shift),
  ].filter((line): line is string => line !== null);
  switch (name) {
    case 'day':
      return {
        title: 'Your shift is in 24 hours',
        message: `${what}, ${when}. Tap 'Confirm I'm coming' so ${shift.businessName} knows you'll be there.`,
        sms: `TalentBridge: Reminder: ${safeWhat}, ${when}. Reply YES to confirm you're coming. Reply STOP to opt out.`,
        action: { label: "Confirm I'm coming", href: `${origin}/worker-dashboard` },
      };
    case 'confirm':
      return {
        title: "Please confirm you're coming",
        message: `${what} starts in 12 hours (${when}). Tap 'Confirm I'm coming' on your booking.`,
        sms: `TalentBridge: Please confirm you're coming to ${safeWhat}, ${when}. Reply YES to confirm. Reply STOP to opt out.`,
        action: { label: "Confirm I'm coming", href: `${origin}/worker-dashboard` },
      };
    case 'arrival':
      return {
        title: 'Your shift starts in 2 hours',
        message: `${what}, ${when}. ${arrival.join(' ')}`,
        sms:
          `TalentBridge: ${safeWhat} starts in 2 hours. Address: ${smsSafeText(shift.locationAddress, 60)}. ` +
          `Contact: ${smsSafeText(shift.contactPerson, 30)} ${shift.contactPhone}.` +
          (shift.parkingInfo?.trim() ? ` Parking: ${smsSafeText(shift.parkingInfo, 60)}.` : '') +
          ` Check in with ${smsSafeText(shift.contactPerson, 30)} when you arrive. ${CHECK_IN_HOW}` +
          ' Reply STOP to opt out.',
        action: { label: 'View your shifts', href: `${origin}/worker-dashboard` },
      };
  }
};

async function queueReminderEmail(
  tx: Tx,
  ctx: AppContext,
  name: ReminderName,
  shift: ShiftRow,
  worker: Worker,
  workerId: string,
) {
  const texts = reminderTexts(name, shift, ctx.config.APP_ORIGIN);
  const { html, text } = await renderShiftEmail({
    heading: texts.title,
    intro: [`${shift.positionTitle} at ${shift.businessName}, ${shiftWhen(shift)}.`],
    facts: shiftFacts(shift),
    action: texts.action,
    footer: 'You get this e-mail because you are booked for a shift on TalentBridge.',
  });
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: worker.email,
    subject: texts.title,
    body: text,
    html,
    userId: workerId,
  });
}

/**
 * One reminder's job. Idempotent and re-checked at run time (docs/decisions/015-scheduler.md): it acts only on a
 * booking still accepted whose shift still starts when the job was scheduled for (a booking cancelled a second
 * earlier gets nothing; a moved start is the reschedule's business), and only once: the worker's notice, keyed by
 * job, is the record that it ran. A text is sent after that record commits, with an idempotency key, and settled
 * (or replaced by the e-mail when it could not go) in a second transaction; a rerun after a crash in between sends
 * the text again under the same key, which the provider does not deliver twice.
 */
async function runReminder(ctx: AppContext, job: ScheduledJob, name: ReminderName): Promise<void> {
  const now = ctx.now();
  const key = `${job.kind}:${job.subjectId}:${job.runAt.toISOString()}`;
  // Whether the worker may be texted is read first (the SMS rules read outside any transaction); sendNow asks again.
  const [contact] = await ctx.db
    .select({ workerId: users.id, phone: users.phone })
    .from(shiftApplications)
    .innerJoin(users, eq(users.id, shiftApplications.workerId))
    .where(eq(shiftApplications.id, job.subjectId));
  if (!contact) return;
  const mayText =
    contact.phone !== null && (await mayTextNumber(ctx.db, contact.phone, { userId: contact.workerId }));
  const planned = await ctx.db.transaction(
    async (tx): Promise<{ sms: Sms; workerId: string; shift: ShiftRow; worker: Worker } | null> => {
      // Lock order everywhere: application, then shift (respond-to-offer.ts).
      const [application] = await tx
        .select({
          id: shiftApplications.id,
          status: shiftApplications.status,
          workerId: shiftApplications.workerId,
          shiftId: shiftApplications.shiftId,
          attendanceConfirmedAt: shiftApplications.attendanceConfirmedAt,
        })
        .from(shiftApplications)
        .where(eq(shiftApplications.id, job.subjectId))
        .for('update');
      if (application?.status !== 'accepted') return null;
      const [shift] = await tx.select(shiftColumns).from(shifts).where(eq(shifts.id, application.shiftId));
      if (!shift || shift.status === 'cancelled' || shift.startsAt.getTime() <= now.getTime()) return null;
      if (shift.startsAt.getTime() - REMINDER_OFFSETS_MS[name] !== job.runAt.getTime()) return null;
      if (name === 'confirm' && application.attendanceConfirmedAt) return null;

      const [worker] = await tx
        .select({ name: talentProfiles.name, email: users.email, phone: users.phone })
        .from(users)
        .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
        .where(eq(users.id, application.workerId));
      if (!worker) return null;
      const [earlier] = await tx
        .select({ id: notifications.id, sentVia: notifications.sentVia, data: notifications.data })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, application.workerId),
            sql`${notifications.data}->>'reminderKey' = ${key}`,
          ),
        )
        .limit(1);
      const texts = reminderTexts(name, shift, ctx.config.APP_ORIGIN);
      if (earlier) {
        // Ran before: only a text that was never settled is sent again (same key, so at most once).
        if (!earlier.sentVia.includes('sms') || earlier.data.settled || !worker.phone) return null;
        return {
          sms: { to: worker.phone, body: texts.sms, key, notificationId: earlier.id },
          workerId: application.workerId,
          shift,
          worker,
        };
      }

      const texting = mayText && worker.phone === contact.phone;
      const data = { shiftId: shift.id, applicationId: application.id, reminder: name, reminderKey: key };
      const notice = await createNotification(tx, {
        recipientId: application.workerId,
        type: 'shift_reminder',
        title: texts.title,
        message: texts.message,
        data,
        sentVia: [texting ? 'sms' : 'email'],
      });
      if (!texting) await queueReminderEmail(tx, ctx, name, shift, worker, application.workerId);
      if (name === 'confirm') {
        const workerName = worker.name ?? worker.email;
        const message = `${workerName} has not yet confirmed ${shift.positionTitle}, ${shiftWhen(shift)}. The booking stays; you may want to call them.`;
        await createNotification(tx, {
          recipientId: shift.managerId,
          senderId: application.workerId,
          type: 'booking_not_confirmed',
          title: NOT_YET_CONFIRMED,
          message,
          data,
          sentVia: ['email'],
        });
        await emailShiftManager(tx, shift, {
          subject: `${NOT_YET_CONFIRMED}: ${workerName} for ${shift.positionTitle}`,
          body: `${message}\n\nView the applications: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
        });
        // The manager's applicant card shows the badge without a reload.
        await publishApplicationChanged(
          tx,
          { workerId: application.workerId, managerId: shift.managerId },
          { applicationId: application.id, shiftId: shift.id, status: application.status },
        );
      }
      if (!texting || !worker.phone) return null;
      return {
        sms: { to: worker.phone, body: texts.sms, key, notificationId: notice.id },
        workerId: application.workerId,
        shift,
        worker,
      };
    },
  );
  if (!planned) return;

  const { sms, workerId, shift, worker } = planned;
  const result = await ctx.services.sms.sendNow({
    to: sms.to,
    body: sms.body,
    userId: workerId,
    idempotencyKey: sms.key,
  });
  // An uncertain failure may have gone out: retried by the scheduler under the same key, never e-mailed as well.
  if (result.status === 'failed' && result.uncertain)
    throw new Error(`reminder text uncertain: ${result.error}`);
  await ctx.db.transaction(async (tx) => {
    const sent = result.status === 'sent';
    const [settled] = await tx
      .update(notifications)
      .set({
        data: sql`${notifications.data} || '{"settled": true}'::jsonb`,
        ...(sent ? {} : { sentVia: ['email'] }),
      })
      .where(and(eq(notifications.id, sms.notificationId), sql`${notifications.data}->>'settled' IS NULL`))
      .returning({ id: notifications.id });
    // Not texted after all (STOP since, a cap, a refusal): the e-mail instead, once.
    if (settled && !sent) await queueReminderEmail(tx, ctx, name, shift, worker, workerId);
  });
}

/** The scheduler's handlers (registered in src/server/features/jobs.ts). */
export const reminderHandlers = {
  [REMINDER_KINDS.day]: (ctx: AppContext, job: ScheduledJob) => runReminder(ctx, job, 'day'),
  [REMINDER_KINDS.confirm]: (ctx: AppContext, job: ScheduledJob) => runReminder(ctx, job, 'confirm'),
  [REMINDER_KINDS.arrival]: (ctx: AppContext, job: ScheduledJob) => runReminder(ctx, job, 'arrival'),
};
