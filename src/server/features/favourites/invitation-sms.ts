// The 'Invite favourites' text (docs/product/trust.md, "Favourites and blocks"). The business name and the position
// are the manager's own words, so they pass smsSafeText like every other text's (docs/product/sms.md, "No links in
// texts"); the shared module keeps only the in-app words, which the client renders as plain text.
import { formatTime12 } from '../../../shared/domain/shift-time';
import { formatShortShiftDate } from '../../../shared/time-format';
import { smsSafeText } from '../../sms/safe-text';

/** At most this many invitation texts reach one worker in 24 hours; past it the invitation is in the app only. */
export const INVITATION_TEXTS_PER_WORKER_DAY = 3;

/** In the offer's format (offer-messages.ts): who, what, 'Sat, Mar 8 9:00 AM-3:00 PM', where to act, STOP. */
export function invitationSms(
  shift: {
    businessName: string;
    positionTitle: string;
    shiftDate: string;
    startTime: string;
    endTime: string;
  },
  origin: string,
): string {
  const when = `${formatShortShiftDate(shift.shiftDate)} ${formatTime12(shift.startTime)}-${formatTime12(shift.endTime)}`;
  return (
    `TalentBridge: ${smsSafeText(shift.businessName, 40)} invites you to ${smsSafeText(shift.positionTitle, 40)}, ` +
    `${when}. Apply at ${origin}/shifts. STOP to opt out`
  );
}
