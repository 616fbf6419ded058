// What a selected or booked worker is told when their shift is edited (docs/product/shifts.md, "Edit shift").
import { formatOfferDeadline } from '../../../shared/domain/offer-deadline';
import { shiftChangeSummary } from '../../../shared/domain/shift-change';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import { smsSafeText } from '../../sms/safe-text';

type NoticeShift = { id: string; businessName: string; positionTitle: string; timeZone: string };
type Change = { field: string; before: string; after: string };

export type EditNotice = {
  title: string;
  message: string;
  sms: string;
  emailSubject: string;
  emailBody: string;
};

/**
 * The notice for one worker. Booked after a material change: re-confirm ('Keep my booking') or cancel with no
 * consequence. Selected: the offer stands, until its (possibly moved) expiry.
 */
export function shiftEditNotice(
  shift: NoticeShift,
  changes: readonly Change[],
  who: { booked: boolean; material: boolean; offerExpiresAt: Date | null },
  appOrigin: string,
): EditNotice {
  const what = `${shift.positionTitle} at ${shift.businessName}`;
  const summary = shiftChangeSummary(changes);
  const reconfirm = who.booked && who.material;
  const title = reconfirm ? EDIT_SHIFT_MESSAGES.reconfirmTitle : EDIT_SHIFT_MESSAGES.changedTitle;
  let next: string;
  if (reconfirm)
    next = `Please re-confirm with '${EDIT_SHIFT_MESSAGES.keepBooking}' on your dashboard, or cancel the booking with no consequence.`;
  else if (who.booked) next = 'Your booking stands; nothing to do.';
  else
    next = who.offerExpiresAt
      ? `Your offer still stands: respond by ${formatOfferDeadline(who.offerExpiresAt, shift.timeZone)}.`
      : 'Your offer still stands.';
  const message = `Your ${what} shift changed: ${summary}. ${next}`;
  const link = `${appOrigin}/worker-dashboard`;
  // User-written values go into the text only through smsSafeText.
  const sms = `TalentBridge: your ${smsSafeText(what, 60)} shift changed: ${smsSafeText(shiftChangeSummary(changes, 'to'), 200)}. ${
    reconfirm ? 'Please re-confirm or cancel free of charge' : 'Details'
  }: ${link}`;
  const emailBody = [
    `Your ${what} shift has changed:`,
    '',
    ...changes.map((change) => `- ${shiftChangeSummary([change])}`),
    '',
    next,
    '',
    `Open your dashboard: ${link}`,
  ].join('\n');
  return { title, message, sms, emailSubject: `${title}: ${what}`, emailBody };
}
