import type { TalentProfileDto } from '../../../shared/api-types';
import { ACCOUNT_CHANGE_MESSAGES as MSG } from '../../../shared/schemas/email-change';
import { formatMediumDateTime } from '../../../shared/time-format';

const sentAtLabel = (iso: string) => formatMediumDateTime(iso);

/** A new e-mail is the account's only once the link sent to it is followed. */
export function PendingEmailNotice({ pending }: { pending: TalentProfileDto['pendingEmailChange'] }) {
  if (!pending) return null;
  return (
    <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
      {MSG.pending(pending.email)} (sent {sentAtLabel(pending.sentAt)}). Open the link we sent to that address
      to start using it; until then, sign in with your current e-mail.
    </p>
  );
}
