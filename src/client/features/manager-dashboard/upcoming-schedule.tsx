import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { isNotYetConfirmed, NOT_YET_CONFIRMED } from '../../../shared/domain/reminders';
import type { ManagerShiftDto } from '../../../shared/marketplace/types';
import { useMyShifts } from '../../components/shifts/my-shifts-api';
import { shiftDateLabel, shiftTimeLabel } from '../../components/shifts/shift-format';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { useNow } from '../../lib/use-now';

/** The dashboard shows the next few; the rest are on Manage Shifts. */
const SHOWN = 5;

/**
 * The manager's dashboard starts with the schedule (docs/product/shifts.md, "The manager's shifts"): the next shifts
 * by start, who is booked on each and who has not confirmed they are coming.
 */
export function UpcomingSchedule() {
  const shifts = useMyShifts(true);
  const list = shifts.data?.pages[0]?.shifts.slice(0, SHOWN) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming shifts</CardTitle>
        <CardDescription>Your next shifts, soonest first, and who is coming.</CardDescription>
      </CardHeader>
      <CardContent>
        {shifts.isPending ? (
          <Spinner label="Loading your schedule..." />
        ) : shifts.isError ? (
          <p role="alert" className="py-4 text-center text-sm text-red-700">
            Your schedule could not be loaded. Reload the page to try again.
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-slate-600">No upcoming shifts</p>
            <LinkButton to="/create-shift" variant="secondary">
              Post a shift
            </LinkButton>
          </div>
        ) : (
          <>
            <ol className="flex flex-col divide-y divide-slate-200" aria-label="Upcoming shifts">
              {list.map((shift) => (
                <li key={shift.id} className="py-3 first:pt-0">
                  <ScheduleRow shift={shift} />
                </li>
              ))}
            </ol>
            <Link
              to="/manage-shifts"
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
            >
              All shifts
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ScheduleRow({ shift }: { shift: ManagerShiftDto }) {
  const now = useNow();
  const booked = shift.bookedWorkers;
  return (
    <div className="flex flex-col gap-1.5">
      <Link
        to={`/view-applications/${shift.id}`}
        className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
      >
        {shift.positionTitle}
      </Link>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        {shiftDateLabel(shift)}, {shiftTimeLabel(shift)}
      </p>
      <p className="text-sm text-slate-700">
        {booked.length} of {shift.maxApplications} booked
        {booked.length === 0
          ? ` · ${shift.applicationCount === 1 ? '1 application' : `${shift.applicationCount} applications`}`
          : ''}
      </p>
      {booked.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1.5" aria-label={`Booked on ${shift.positionTitle}`}>
          {booked.map((worker, i) => (
            <li key={`${worker.name}-${i}`} className="flex items-center gap-1.5 text-sm text-slate-900">
              {worker.name}
              {worker.status === 'checked_in' ? (
                <Badge tone="green">Checked in</Badge>
              ) : worker.attendanceConfirmedAt ? (
                <Badge tone="green">Confirmed</Badge>
              ) : isNotYetConfirmed(worker, shift.startsAt, now) ? (
                <Badge tone="amber">{NOT_YET_CONFIRMED}</Badge>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
