// Texts of the offer SMS, the worker's in-app notice and the manager's e-mail, built from the data the
// spec's send-notification call carries (docs/product/messaging.md).
import { formatOfferDeadline } from '../../shared/domain/offer-deadline';
import { formatShiftDate, formatTime12 } from '../../shared/domain/shift-time';
import { centsToDollarString } from '../../shared/money';
import { displayPhone } from '../../shared/phone';
import { formatShortShiftDate } from '../../shared/time-format';
import { smsSafeText } from '../sms/safe-text';

type OfferShift = {
  id: string;
  businessName: string;
  positionTitle: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
  hourlyRateCents: number;
  locationAddress: string;
  timeZone: string;
};

const shiftTime = (shift: OfferShift) => `${formatTime12(shift.startTime)} - ${formatTime12(shift.endTime)}`;

/**
 * Manager-to-worker data: businessName, positionTitle, shiftDate, shiftTime, hourlyRate, location, workerName, and
 * respondBy: the offer's expiry in the shift's zone (docs/product/applications.md, "Offer window").
 */
export function offerData(shift: OfferShift, workerName: string, expiresAt: Date) {
  return {
    shiftId: shift.id,
    businessName: shift.businessName,
    positionTitle: shift.positionTitle,
    shiftDate: formatShiftDate(shift.shiftDate),
    shiftTime: shiftTime(shift),
    hourlyRate: `$${centsToDollarString(shift.hourlyRateCents)}`,
    location: shift.locationAddress,
    workerName,
    respondBy: formatOfferDeadline(expiresAt, shift.timeZone),
  };
}

/**
 * The offer text, at most two GSM-7 segments (306 characters) whatever the names, one (160) for typical ones
 * (docs/product/sms.md, "Offer text"): who (the business), what (the position), when (short date, start-end), the
 * reply code with YES / NO, 'Respond by' the expiry, and STOP. The worker's name, the address, the rate and the link
 * are left to the in-app notice and the dashboard (docs/product/README.md, differences from the original spec).
 * Names and title are user-written: they are shortened and stripped of anything a phone would show as a link, so
 * the platform's number never carries someone else's link.
 */
export function offerSms(
  shift: OfferShift,
  respondBy: string,
  appOrigin: string,
  replyCode: string | null,
): string {
  const business = smsSafeText(shift.businessName, 40);
  const position = smsSafeText(shift.positionTitle, 40);
  const when = `${formatShortShiftDate(shift.shiftDate)} ${formatTime12(shift.startTime)}-${formatTime12(shift.endTime)}`;
  return (
    `TalentBridge: ${business} offers you ${position}, ${when}. ` +
    // A reply YES / NO answers the offer (docs/product/sms.md, "Reply by text").
    (replyCode
      ? `Reply YES or NO (code ${replyCode}). Respond by ${respondBy}. `
      : `Respond by ${respondBy} at ${appOrigin}/worker-dashboard. `) +
    'STOP to opt out'
  );
}

export function offerNotification(data: ReturnType<typeof offerData>) {
  return {
    title: "You've been selected for a shift!",
    message:
      `${data.businessName} selected you for ${data.positionTitle} on ${data.shiftDate}, ${data.shiftTime}. ` +
      `Accept or decline it on your dashboard. Respond by ${data.respondBy}.`,
  };
}

/** The worker's notice when an offer lapsed unanswered (expire-offer.ts). */
export function expiredNotification(shift: OfferShift) {
  return {
    title: 'Offer expired',
    message:
      `Your offer for ${shift.positionTitle} at ${shift.businessName} on ${formatShiftDate(shift.shiftDate)}, ` +
      `${shiftTime(shift)} expired before you answered.`,
  };
}

/** The manager's notice when a selected worker did not answer in time (expire-offer.ts). */
export function expiredManagerNotification(shift: OfferShift, workerName: string) {
  return {
    title: 'Offer expired',
    message:
      `${workerName} did not answer the ${shift.positionTitle} offer for ${formatShiftDate(shift.shiftDate)}, ` +
      `${shiftTime(shift)} in time.`,
  };
}

/** Worker-to-manager data: workerName, workerPhone, positionTitle, businessName, shiftDate, shiftTime, location. */
export function responseData(shift: OfferShift, worker: { name: string; phone: string | null }) {
  return {
    shiftId: shift.id,
    workerName: worker.name,
    workerPhone: displayPhone(worker.phone, 'spaced'),
    positionTitle: shift.positionTitle,
    businessName: shift.businessName,
    shiftDate: formatShiftDate(shift.shiftDate),
    shiftTime: shiftTime(shift),
    location: shift.locationAddress,
  };
}

export function responseNotification(
  decision: 'accepted' | 'declined',
  data: ReturnType<typeof responseData>,
) {
  const verb = decision === 'accepted' ? 'accepted' : 'declined';
  return {
    title: decision === 'accepted' ? 'Worker Accepted Your Offer!' : 'Worker Declined Your Offer',
    message: `${data.workerName} ${verb} the ${data.positionTitle} shift on ${data.shiftDate}, ${data.shiftTime}.`,
  };
}

export function responseEmail(
  decision: 'accepted' | 'declined',
  data: ReturnType<typeof responseData>,
  appOrigin: string,
): { subject: string; body: string } {
  const { message } = responseNotification(decision, data);
  const lines = [
    message,
    '',
    `Worker: ${data.workerName}`,
    `Phone: ${data.workerPhone || 'not on file'}`,
    `Position: ${data.positionTitle}`,
    `Business: ${data.businessName}`,
    `Date: ${data.shiftDate}`,
    `Time: ${data.shiftTime}`,
    `Location: ${data.location}`,
    '',
    `View the applications: ${appOrigin}/view-applications/${data.shiftId}`,
  ];
  const subject = `${data.workerName} ${decision} your ${data.positionTitle} shift on ${data.shiftDate}`;
  return { subject, body: lines.join('\n') };
}

/** The manager's notice when a booked worker said 'Confirm I'm coming' (confirm-attendance.ts). */
export function attendanceConfirmedNotification(data: ReturnType<typeof responseData>) {
  return {
    title: 'Worker confirmed they are coming',
    message: `${data.workerName} confirmed they are coming to the ${data.positionTitle} shift on ${data.shiftDate}, ${data.shiftTime}.`,
  };
}

/** The scheduler job kind that lapses an unanswered offer at shift_applications.offer_expires_at (ADR 015). */
export const OFFER_EXPIRY_KIND = 'offer-expiry';
