import { CalendarCheck } from 'lucide-react';
import { canConfirmAttendance } from '../../../shared/domain/attendance-confirmation';
import { DASHBOARD_MESSAGES } from '../../../shared/marketplace/messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { Button } from '../../components/ui/button';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useConfirmAttendance } from './api/confirm-attendance';

/**
 * The booked card's 'Confirm I'm coming' (docs/product/applications.md, "Confirm I'm coming"): shown while the booking
 * is not confirmed, from the 24 h reminder until the start; once confirmed the card says 'Confirmed'.
 */
export function ConfirmAttendance({ application }: { application: MyApplicationDto }) {
  const now = useNow();
  if (application.status !== 'accepted') return null;
  if (application.attendanceConfirmedAt)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CalendarCheck aria-hidden="true" className="h-4 w-4" />
        {DASHBOARD_MESSAGES.attendanceConfirmed}
      </p>
    );
  if (!canConfirmAttendance(application, application.shift.startsAt, now)) return null;
  return <ConfirmButton applicationId={application.id} />;
}

function ConfirmButton({ applicationId }: { applicationId: string }) {
  const confirm = useConfirmAttendance();
  return (
    <div>
      <Button
        variant="success"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(applicationId, {
            onSuccess: () =>
              toast.success(DASHBOARD_MESSAGES.attendanceConfirmed, {
                description: DASHBOARD_MESSAGES.accepted,
              }),
            onError: (error) =>
              toast.error(DASHBOARD_MESSAGES.updateFailed, {
                description: isRefusal(error) ? error.message : undefined,
              }),
          })
        }
      >
        <CalendarCheck aria-hidden="true" className="h-4 w-4" />
        {confirm.isPending ? DASHBOARD_MESSAGES.confirmingAttendance : DASHBOARD_MESSAGES.confirmAttendance}
      </Button>
    </div>
  );
}
