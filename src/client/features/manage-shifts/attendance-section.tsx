import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { type AttendanceKind, attendanceState } from '../../../shared/domain/attendance-list';
import { applicationTransition } from '../../../shared/domain/state-machine';
import { MANAGER_ATTENDANCE_MESSAGES as M } from '../../../shared/marketplace/manager-attendance-messages';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import type { AttendanceRowDto } from '../../../shared/schemas/responses/manager-attendance';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useAttendanceMark, useShiftAttendance } from './api/attendance';
import { MarkArrivedDialog } from './mark-arrived-dialog';

const TONE: Record<AttendanceKind, BadgeTone> = {
  not_arrived: 'grey',
  arrived: 'green',
  left: 'blue',
  no_show: 'amber',
};

type ListProps = {
  shift: ShiftWithContactDto;
  workers: AttendanceRowDto[];
  now: Date;
  onMarkArrived: (worker: AttendanceRowDto) => void;
  onMarkNoShow: (worker: AttendanceRowDto) => void;
};

/**
 * The booked workers with their state and the manager's buttons, each shown exactly when the state machine allows it
 * now: 'Mark as arrived' (arrivalWindow) and 'Mark no-show' (from 30 min after the start).
 */
export function AttendanceList({ shift, workers, now, onMarkArrived, onMarkNoShow }: ListProps) {
  if (workers.length === 0)
    return <p className="mt-3 text-sm text-slate-700">No booked workers yet. Booked workers appear here.</p>;
  const context = { actor: 'manager' as const, now, shift };
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {workers.map((row) => {
        const state = attendanceState(row, shift.timeZone);
        const canArrive = applicationTransition(row.status, 'checked_in', context).ok;
        const canNoShow = applicationTransition(row.status, 'no_show', context).ok;
        const nameId = `attendance-${row.id}-name`;
        return (
          <li
            key={row.id}
            aria-labelledby={nameId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p id={nameId} className="font-medium text-slate-900">
                {row.worker.name}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-800">
                <Badge tone={TONE[state.kind]}>{state.label}</Badge>
                {state.marks.map((mark) => (
                  <Badge key={mark} tone={mark === 'late' ? 'amber' : 'grey'}>
                    {mark}
                  </Badge>
                ))}
              </p>
              {state.detail ? <p className="mt-1 text-sm text-slate-700">{state.detail}</p> : null}
              {row.arrivalReason ? (
                <p className="mt-1 text-sm text-slate-700">Reason: {row.arrivalReason}</p>
              ) : null}
            </div>
            {canArrive || canNoShow ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                {canArrive ? (
                  <Button variant="secondary" onClick={() => onMarkArrived(row)}>
                    <UserCheck aria-hidden="true" className="h-4 w-4" />
                    Mark as arrived
                  </Button>
                ) : null}
                {canNoShow ? (
                  <Button variant="secondary" onClick={() => onMarkNoShow(row)}>
                    <UserX aria-hidden="true" className="h-4 w-4" />
                    Mark no-show
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The 'Attendance' section of the manager's shift page (docs/product/attendance.md, "The manager's attendance list"),
 * with its own query, so it stays after the start, when the applicants are no longer shown.
 */
export function AttendanceSection({ shiftId }: { shiftId: string }) {
  const now = useNow();
  const query = useShiftAttendance(shiftId, true);
  const mark = useAttendanceMark();
  const [arriving, setArriving] = useState<AttendanceRowDto | null>(null);
  const [noShow, setNoShow] = useState<AttendanceRowDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (reason: unknown) =>
    isRefusal(reason) ? reason.message : 'Something went wrong. Please try again.';

  if (query.isError) return null;
  return (
    <section aria-labelledby="attendance-heading" className="mt-8">
      <h2 id="attendance-heading" className="text-lg font-semibold text-slate-900">
        Attendance
      </h2>
      {!query.data ? (
        <Spinner label="Loading attendance..." />
      ) : (
        <>
          <AttendanceList
            shift={query.data.shift}
            workers={query.data.workers}
            now={now}
            onMarkArrived={(row) => {
              setError(null);
              setArriving(row);
            }}
            onMarkNoShow={setNoShow}
          />
          <MarkArrivedDialog
            key={arriving?.id ?? 'none'}
            worker={arriving}
            shift={query.data.shift}
            pending={mark.isPending}
            error={error}
            onClose={() => setArriving(null)}
            onConfirm={(body) =>
              mark.mutate(
                { kind: 'arrived', body },
                {
                  onSuccess: () => {
                    setArriving(null);
                    toast.success(M.arrivedTitle);
                  },
                  onError: (reason) => setError(failed(reason)),
                },
              )
            }
          />
          <Dialog
            open={noShow !== null}
            onOpenChange={(open) => !open && !mark.isPending && setNoShow(null)}
            title={noShow ? `Mark ${noShow.worker.name} as a no-show?` : 'Mark no-show'}
            description="A no-show counts three times against the worker's reliability. They will be told and may appeal within 14 days."
            footer={
              <>
                <Button variant="secondary" disabled={mark.isPending} onClick={() => setNoShow(null)}>
                  Cancel
                </Button>
                <Button
                  variant="destructive"
                  disabled={mark.isPending}
                  onClick={() =>
                    noShow &&
                    mark.mutate(
                      { kind: 'no_show', applicationId: noShow.id },
                      {
                        onSuccess: () => {
                          setNoShow(null);
                          toast.success(M.noShowTitle);
                        },
                        onError: (reason) => toast.error(failed(reason)),
                      },
                    )
                  }
                >
                  {mark.isPending ? 'Saving...' : 'Mark no-show'}
                </Button>
              </>
            }
          />
        </>
      )}
    </section>
  );
}
