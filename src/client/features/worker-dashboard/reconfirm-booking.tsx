import { AlertTriangle, CalendarCheck } from 'lucide-react';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { ShiftChangeHistory } from '../../components/shifts/shift-change-history';
import { useReconfirmBooking } from './api/reconfirm-booking';
import { ApplicationActionButton } from './application-action-button';

/**
 * The booked card after a material change (docs/product/shifts.md, "Edit shift"): 'Shift changed — please
 * re-confirm', what changed, and 'Keep my booking'; meanwhile 'Cancel booking' has no consequence. Other cards offer
 * the change history on demand.
 */
export function ReconfirmBooking({ application }: { application: MyApplicationDto }) {
  const reconfirm = useReconfirmBooking();
  const { shift } = application;
  if (application.status !== 'accepted' || !application.termsChangedAt)
    return <ShiftChangeHistory shiftId={shift.id} timeZone={shift.timeZone} />;
  const headingId = `reconfirm-${application.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        {EDIT_SHIFT_MESSAGES.reconfirmTitle}
      </h4>
      <p className="text-sm text-amber-900">
        Keep your booking with the new terms, or cancel it with no consequence while this change is
        unconfirmed.
      </p>
      <ShiftChangeHistory shiftId={shift.id} timeZone={shift.timeZone} open />
      <ApplicationActionButton
        applicationId={application.id}
        mutation={reconfirm}
        variant="success"
        icon={CalendarCheck}
        label={EDIT_SHIFT_MESSAGES.keepBooking}
        pendingLabel="Saving..."
        done={{ title: EDIT_SHIFT_MESSAGES.reconfirmedTitle }}
        failedTitle={EDIT_SHIFT_MESSAGES.reconfirmFailed}
      />
    </section>
  );
}
