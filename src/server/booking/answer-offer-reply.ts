import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { CONFIRM_ATTENDANCE_WINDOW_MS } from '../../shared/domain/attendance-confirmation';
import { formatTime12 } from '../../shared/domain/shift-time';
import { formatShortShiftDate as shortDate } from '../../shared/time-format';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { shiftApplications, shifts, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { OfferReply } from '../sms/offer-reply';
import { smsSafeText } from '../sms/safe-text';
import { confirmAttendance } from './confirm-attendance';
import { respondToOffer } from './respond-to-offer';

// A reply YES / NO to an offer text, or YES to a reminder (docs/product/sms.md, "Reply by text").

const BRAND = 'TalentBridge:';

type ShiftFacts = {
  positionTitle: string;
  businessName: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
};

const shiftFacts = {
  positionTitle: shifts.positionTitle,
  businessName: shifts.businessName,
  shiftDate: shifts.shiftDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
};

/** User-written names go into a text only through smsSafeText (docs/product/sms.md, "No links in texts"). */
const what = (s: ShiftFacts) =>
  `${smsSafeText(s.positionTitle, 40)} at ${smsSafeText(s.businessName, 40)}, ${shortDate(s.shiftDate)}`;
const when = (s: ShiftFacts) => `${formatTime12(s.startTime)} - ${formatTime12(s.endTime)}`;

export const REPLY_TEXTS = {
  /** An unknown or unverified number: the same words either way, and nothing changes. */
  unmatched: `${BRAND} We could not match this number to a verified account, so nothing changed. Please answer in the app.`,
  noOffer: `${BRAND} You have no offer waiting for an answer. See your shifts in the app.`,
  noOfferDecline: `${BRAND} You have no offer waiting for an answer. To cancel a booking, use the app.`,
  booked: (s: ShiftFacts) => `${BRAND} You're booked: ${what(s)}, ${when(s)}. Details are in the app.`,
  declined: (s: ShiftFacts) => `${BRAND} Declined ${what(s)}. The manager has been told.`,
  confirmed: (list: ShiftFacts[]) =>
    `${BRAND} Thanks, you're confirmed for ${list.map((s) => `${what(s)}, ${formatTime12(s.startTime)}`).join('; ')}.`,
  refused: (s: ShiftFacts, message: string) => `${BRAND} ${what(s)}: ${message} Nothing changed.`,
  /** `count` pending offers; `offers` those with a code (every offer made since codes exist has one). */
  several: (count: number, offers: (ShiftFacts & { code: string })[]) =>
    `${BRAND} You have ${count} offers. Reply YES <code> to accept one: ` +
    `${offers.map((o) => `${o.code} ${smsSafeText(o.positionTitle, 25)} ${shortDate(o.shiftDate)}`).join('; ')}.`,
  wrongCode: (code: string, offers: (ShiftFacts & { code: string })[]) =>
    `${BRAND} ${smsSafeText(code, 12)} is not the code of an offer waiting for you; nothing changed.` +
    (offers.length
      ? ` Your codes: ${offers.map((o) => `${o.code} ${smsSafeText(o.positionTitle, 25)} ${shortDate(o.shiftDate)}`).join('; ')}.`
      : ''),
};

/**
 * Answers an offer reply from `phone` inside the inbound message's transaction `tx` (handle-inbound-sms.ts), and
 * returns the text to send back. Matched by the sender's verified phone only: a number no talent account has proven
 * gets a neutral reply and nothing changes. Offers go through respondToOffer, bookings through confirmAttendance —
 * the same use-cases as the buttons, each in a savepoint, so a refusal (expired, filled) undoes only its own work.
 */
export async function answerOfferReply(
  ctx: AppContext,
  tx: DbTransaction,
  phone: string,
  reply: OfferReply,
): Promise<string> {
  const accounts = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'talent'), isNotNull(users.phoneVerifiedAt)))
    .limit(2);
  // Two talent accounts proving one number cannot say whose offer this is: treated like an unknown number.
  if (accounts.length !== 1) return REPLY_TEXTS.unmatched;
  const workerId = accounts[0]!.id;
  const now = ctx.now();

  const pending = await tx
    .select({
      id: shiftApplications.id,
      code: shiftApplications.replyCode,
      offerExpiresAt: shiftApplications.offerExpiresAt,
      selectedAt: shiftApplications.selectedAt,
      ...shiftFacts,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(and(eq(shiftApplications.workerId, workerId), eq(shiftApplications.status, 'selected')))
    .orderBy(asc(shifts.startsAt));
  const withCodes = pending.filter((o) => o.code).map((o) => ({ ...o, code: o.code! }));

  if (reply.code) {
    const offer = pending.find((o) => o.code === reply.code);
    if (!offer) return REPLY_TEXTS.wrongCode(reply.code, withCodes);
    return respond(ctx, tx, workerId, offer, reply.decision);
  }
  if (pending.length > 0) {
    // Offers still open; one whose expiry passed before the job ran is refused by respondToOffer itself.
    const live = pending.filter((o) => !o.offerExpiresAt || o.offerExpiresAt.getTime() > now.getTime());
    if (live.length > 1)
      return REPLY_TEXTS.several(
        live.length,
        withCodes.filter((o) => live.some((l) => l.id === o.id)),
      );
    const only = live[0] ?? pending.reduce((a, b) => ((b.selectedAt ?? 0) > (a.selectedAt ?? 0) ? b : a));
    return respond(ctx, tx, workerId, only, reply.decision);
  }
  if (reply.decision === 'declined') return REPLY_TEXTS.noOfferDecline;

  // No offer waiting: YES to a reminder confirms each unconfirmed booking whose reminder is out (docs/product/applications.md).
  const bookings = await tx
    .select({ id: shiftApplications.id, ...shiftFacts })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(
      and(
        eq(shiftApplications.workerId, workerId),
        eq(shiftApplications.status, 'accepted'),
        isNull(shiftApplications.attendanceConfirmedAt),
        gt(shifts.startsAt, now),
        lte(shifts.startsAt, new Date(now.getTime() + CONFIRM_ATTENDANCE_WINDOW_MS)),
      ),
    )
    .orderBy(asc(shifts.startsAt));
  if (bookings.length === 0) return REPLY_TEXTS.noOffer;
  const confirmed: ShiftFacts[] = [];
  for (const booking of bookings) {
    try {
      await confirmAttendance(ctx, workerId, booking.id, 'sms', tx);
      confirmed.push(booking);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return confirmed.length ? REPLY_TEXTS.confirmed(confirmed) : REPLY_TEXTS.noOffer;
}

async function respond(
  ctx: AppContext,
  tx: DbTransaction,
  workerId: string,
  offer: ShiftFacts & { id: string },
  decision: OfferReply['decision'],
): Promise<string> {
  try {
    await respondToOffer(ctx, workerId, offer.id, decision, tx);
  } catch (error) {
    // The buttons' refusals in the same words ('This offer has expired.', 'This shift has already been filled.').
    if (error instanceof AppError) return REPLY_TEXTS.refused(offer, error.message);
    throw error;
  }
  return decision === 'accepted' ? REPLY_TEXTS.booked(offer) : REPLY_TEXTS.declined(offer);
}
