// What the people a cancellation, a pass or the end of an application affects are told
// (docs/product/applications.md, "Cancellations" and "No limbo"). Every notice is written in the transaction of the
// change, so it exists exactly when the change commits; texts and e-mails go through the outbox.
import { eq } from 'drizzle-orm';
import type { EndedReason } from '../../shared/domain/cancellation-policy';
import type { NotificationType } from '../../shared/domain/notification-type';
import { formatShiftDate, formatTime12 } from '../../shared/domain/shift-time';
import { dollars, latePaySentence } from '../../shared/marketplace/cancellation-messages';
import type { AppContext } from '../context';
import { shifts, talentProfiles, users } from '../db/schema';
import { enqueueMessage } from '../messaging/outbox';
import { queueText, type TextTx } from '../messaging/queue-text';
import { createNotification } from '../notifications/create-notification';
import { accountReceivesTextsSql } from '../sms/opt-out';
import { smsSafeText } from '../sms/safe-text';

export type NoticeShift = {
  id: string;
  managerId: string;
  businessName: string;
  positionTitle: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
};

/** The columns of a NoticeShift, for a query that reads a shift to name it in a notice. */
export const noticeShiftColumns = {
  id: shifts.id,
  managerId: shifts.managerId,
  businessName: shifts.businessName,
  positionTitle: shifts.positionTitle,
  shiftDate: shifts.shiftDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
};

export const shiftLine = (shift: NoticeShift) =>
  `${shift.positionTitle} at ${shift.businessName} on ${formatShiftDate(shift.shiftDate)}, ` +
  `${formatTime12(shift.startTime)} - ${formatTime12(shift.endTime)}`;

/** The kind words of an application the platform ended ("No limbo") or the manager passed on. */
export function endedNotice(shift: NoticeShift, reason: EndedReason, note?: string | null) {
  const line = shiftLine(shift);
  const withNote = (text: string) => (note ? `${text} The business said: "${note}"` : text);
  switch (reason) {
    case 'filled':
      return {
        title: 'This shift has been filled',
        message: `Thank you for applying to ${line}. This shift has been filled, so your application has ended. Keep an eye on Open Shifts for the next one.`,
      };
    case 'closed':
      return {
        title: 'Applications for this shift have closed',
        message: `Thank you for applying to ${line}. The business has closed applications, so your application has ended. Keep an eye on Open Shifts for the next one.`,
      };
    case 'cancelled':
      return {
        title: 'This shift has been cancelled',
        message: withNote(
          `The business has cancelled ${line}, so your application has ended. We're sorry; keep an eye on Open Shifts for the next one.`,
        ),
      };
    case 'passed':
      return {
        title: 'Not selected this time',
        message: `Thank you for applying to ${line}. The business has chosen other applicants this time. Your application doesn't count against you.`,
      };
  }
}

/** The notice a booked worker gets when the business removes them or cancels the shift. */
export function bookingEndedByBusinessNotice(
  shift: NoticeShift,
  cause: 'removed' | 'cancelled',
  owedCents: number,
  note?: string | null,
) {
  const line = shiftLine(shift);
  const what =
    cause === 'removed'
      ? `The business has removed you from ${line}.`
      : `The business has cancelled ${line}.`;
  const pay = owedCents > 0 ? ` ${latePaySentence(owedCents)}` : '';
  const said = note ? ` The business said: "${note}"` : '';
  return {
    title: cause === 'removed' ? 'You have been removed from a shift' : 'Your shift has been cancelled',
    message: `${what} Your booking is cancelled and it does not count against you.${pay}${said}`,
  };
}

/** The same as a text: only the user-written parts pass smsSafeText, so the sentences stay whole. */
export function bookingEndedByBusinessSms(
  shift: NoticeShift,
  cause: 'removed' | 'cancelled',
  owedCents: number,
  appOrigin: string,
  note?: string | null,
) {
  const business = smsSafeText(shift.businessName, 40);
  const position = smsSafeText(shift.positionTitle, 40);
  const when = `${formatShiftDate(shift.shiftDate)}, ${formatTime12(shift.startTime)}`;
  const what = cause === 'removed' ? `removed you from ${position}` : `cancelled ${position}`;
  const pay = owedCents > 0 ? ` You will be paid ${dollars(owedCents)} for the late cancellation.` : '';
  const said = note ? ` Reason: ${smsSafeText(note, 120)}` : '';
  return (
    `TalentBridge: ${business} ${what} on ${when}. Your booking is cancelled; it does not count against you.` +
    `${pay}${said} Details at ${appOrigin}/worker-dashboard. Reply STOP to opt out.`
  );
}

/**
 * Tells a booked worker the business ended their booking: in the app, and by text where the account receives texts
 * (consent on a verified phone, no STOP: the same rule as the offer text; the outbox checks it again at sending),
 * else by e-mail (docs/product/applications.md, "Cancellations"). The text takes the daily caps (queue-text.ts);
 * past one the in-app notice is the only one and records why (`data.textNotSent`).
 */
export async function tellBookedWorker(
  tx: TextTx,
  ctx: Pick<AppContext, 'config' | 'now'>,
  input: {
    workerId: string;
    senderId: string;
    notice: { title: string; message: string };
    sms: string;
    data: Record<string, unknown>;
    appOrigin: string;
    /** The notice's type: a cancellation unless the caller says otherwise (a no-show, booking/no-show.ts). */
    type?: NotificationType;
  },
): Promise<void> {
  const [worker] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      texts: accountReceivesTextsSql(),
      name: talentProfiles.name,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, input.workerId))
    .limit(1);
  const bySms = Boolean(worker?.texts && worker.phone);
  const text = bySms
    ? await queueText(
        tx,
        { config: ctx.config, now: ctx.now() },
        { to: worker!.phone!, body: input.sms, userId: input.workerId, senderId: input.senderId },
      )
    : null;
  await createNotification(tx, {
    recipientId: input.workerId,
    senderId: input.senderId,
    type: input.type ?? 'booking_cancelled',
    ...input.notice,
    data: text && !text.queued ? { ...input.data, textNotSent: text.reason } : input.data,
    sentVia: !worker ? [] : !bySms ? ['email'] : text?.queued ? ['sms'] : [],
  });
  if (!worker || bySms) return;
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: worker.email,
    subject: input.notice.title,
    body: `${input.notice.message}\n\nYour dashboard: ${input.appOrigin}/worker-dashboard`,
    userId: input.workerId,
  });
}
