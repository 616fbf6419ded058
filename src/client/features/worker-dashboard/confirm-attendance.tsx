import { CalendarCheck } from 'lucide-react';
import { canConfirmAttendance } from '../../../shared/domain/attendance-confirmation';
import { DASHBOARD_MESSAGES } from '../../../shared/marketplace/messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { useNow } from '../../lib/use-now';
import { useConfirmAttendance } from './api/confirm-attendance';
import { ApplicationActionButton } from './application-action-button';

/**
 * The booked card's 'Confirm I'm coming' (docs/product/applications.md, "Confirm I'm coming"): shown while the booking
 * is not confirmed, from the 24 h reminder until the start; once confirmed the card says 'Confirmed'.
 */
export function ConfirmAttendance({ application }: { application: MyApplicationDto }) {
  const now = useNow();
  const confirm = useConfirmAttendance();
  if (application.status !== 'accepted') return null;
  if (application.attendanceConfirmedAt)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CalendarCheck aria-hidden="true" className="h-4 w-4" />
        {DASHBOARD_MESSAGES.attendanceConfirmed}
      </p>
    );
  if (!canConfirmAttendance(application, application.shift.startsAt, now)) return null;
  return (
    <ApplicationActionButton
      applicationId={application.id}
      mutation={confirm}
      variant="success"
      icon={CalendarCheck}
      label={DASHBOARD_MESSAGES.confirmAttendance}
      pendingLabel={DASHBOARD_MESSAGES.confirmingAttendance}
      done={{ title: DASHBOARD_MESSAGES.attendanceConfirmed, description: DASHBOARD_MESSAGES.accepted }}
    />
  );
}
