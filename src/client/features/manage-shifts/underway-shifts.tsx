import { ClipboardCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ManagerUnderwayShiftDto } from '../../../shared/marketplace/types';
import { ShiftCardHeader } from '../../components/shifts/shift-card-header';
import { ShiftFacts } from '../../components/shifts/shift-facts';
import { ShiftStatusBadge } from '../../components/shifts/shift-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PagedCardList } from '../../components/ui/query-states';
import { appClockOffset } from '../../lib/app-clock';
import { useUnderwayShifts } from './api/underway-shifts';

/**
 * Manage Shifts, 'Today and in progress' (docs/product/shifts.md, "The manager's shifts"): started shifts with their
 * 'IN PROGRESS' / 'COMPLETED' badge, the way to the attendance list and check-in code (the shift's page) and to the
 * timesheets. Hidden while empty, loading or failed: the upcoming list below is the page's main content.
 */
export function UnderwayShifts({ enabled, now }: { enabled: boolean; now?: Date }) {
  const query = useUnderwayShifts(enabled);
  // The badges follow the clock of the last fetch (refetched every minute), unless a test pins it.
  const at = now ?? new Date((query.dataUpdatedAt || Date.now()) + appClockOffset());
  const list = query.data?.pages.flatMap((page) => page.shifts) ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="underway-shifts-heading" className="mt-6">
      <h2 id="underway-shifts-heading" className="text-lg font-semibold text-slate-900">
        Today and in progress
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Started shifts, until 4 hours after the end or until their timesheets are decided.
      </p>
      <div className="mt-3">
        <PagedCardList items={list} pages={query} empty={null}>
          {(shift) => <UnderwayShiftCard shift={shift} now={at} />}
        </PagedCardList>
      </div>
    </section>
  );
}

export function UnderwayShiftCard({ shift, now }: { shift: ManagerUnderwayShiftDto; now: Date }) {
  const headingId = `underway-shift-${shift.id}-title`;
  const toDecide = shift.timesheetsToDecide;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <ShiftCardHeader
        headingId={headingId}
        shift={shift}
        badge={
          <ShiftStatusBadge shift={shift} clock={{ startsAt: shift.startsAt, endsAt: shift.endsAt, now }} />
        }
      />
      <CardContent className="flex flex-1 flex-col gap-4">
        <ShiftFacts shift={shift} />
        {toDecide > 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <ClipboardCheck aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {toDecide === 1 ? '1 timesheet to decide' : `${toDecide} timesheets to decide`}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild>
            <Link to={`/view-applications/${shift.id}`} aria-describedby={headingId}>
              <Users aria-hidden="true" className="h-4 w-4" />
              Attendance and check-in code
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/manager/timesheets" aria-describedby={headingId}>
              <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
              Timesheets
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
