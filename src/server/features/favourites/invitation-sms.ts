// The 'Invite favourites' text (docs/product/trust.md, "Favourites and blocks"). The business name and the position
// are the manager's own words, so they pass smsSafeText like every other text's (docs/product/sms.md, "No links in
// texts"); the shared module keeps only the in-app words, which the client renders as plain text.
import { smsSafeText } from '../../sms/safe-text';

/** At most this many invitation texts reach one worker in 24 hours; past it the invitation is in the app only. */
export const INVITATION_TEXTS_PER_WORKER_DAY = 3;

export function invitationSms(
  shift: { businessName: string; positionTitle: string; shiftDate: string },
  origin: string,
): string {
  return (
    `TalentBridge: ${smsSafeText(shift.businessName, 40)} invited you to a shift: ` +
    `${smsSafeText(shift.positionTitle, 40)} on ${shift.shiftDate}. See ${origin}/shifts. STOP to opt out`
  );
}
