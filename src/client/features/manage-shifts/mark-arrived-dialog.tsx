import { type FormEvent, useEffect, useState } from 'react';
import { instantOnShiftClock, proposedArrivalTime } from '../../../shared/domain/attendance-list';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import type { AttendanceRowDto } from '../../../shared/schemas/responses/manager-attendance';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { appNow } from '../../lib/app-clock';

type Props = {
  worker: AttendanceRowDto | null;
  shift: ShiftWithContactDto;
  pending: boolean;
  /** The server's refusal of the last try, shown in the dialog. */
  error: string | null;
  onConfirm: (input: {
    applicationId: string;
    arrivedAt: string;
    leftAt: string | null;
    reason: string;
  }) => void;
  onClose: () => void;
};

/**
 * 'Mark as arrived' (docs/product/attendance.md, "The manager's attendance list"): the arrival time on the shift's
 * clock, optionally the departure (which checks the worker out and starts the timesheet), and a required reason.
 */
export function MarkArrivedDialog({ worker, shift, pending, error, onConfirm, onClose }: Props) {
  // A time the server accepts: the start, or now before the start (attendance-list.ts).
  const [arrival, setArrival] = useState(() => proposedArrivalTime(shift, appNow()));
  const [departure, setDeparture] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ arrival?: string; departure?: string; reason?: string }>({});
  // Each opening proposes afresh: the dialog stays mounted between workers.
  const workerId = worker?.id;
  useEffect(() => {
    if (workerId) setArrival(proposedArrivalTime(shift, appNow()));
  }, [workerId, shift]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!worker) return;
    const arrivedAt = instantOnShiftClock(shift, arrival);
    const leftAt = departure ? instantOnShiftClock(shift, departure) : null;
    const found = {
      arrival: arrivedAt ? undefined : 'Enter the arrival time.',
      departure: departure && !leftAt ? 'Enter the departure time, or leave it empty.' : undefined,
      reason: reason.trim() ? undefined : 'Please give a reason for marking the arrival.',
    };
    setProblems(found);
    if (!arrivedAt || found.departure || found.reason) return;
    onConfirm({
      applicationId: worker.id,
      arrivedAt: arrivedAt.toISOString(),
      leftAt: leftAt?.toISOString() ?? null,
      reason: reason.trim(),
    });
  }

  const formId = 'mark-arrived-form';
  return (
    <FormDialog
      open={worker !== null}
      title={worker ? `Mark ${worker.worker.name} as arrived` : 'Mark as arrived'}
      description="Times are on the shift's local clock. With a departure time, the timesheet is started for the worker to check."
      formId={formId}
      onSubmit={submit}
      pending={pending}
      submitLabel="Mark as arrived"
      pendingLabel="Saving..."
      onClose={onClose}
      formClassName="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Arrival time"
          type="time"
          required
          value={arrival}
          error={problems.arrival}
          onChange={(event) => setArrival(event.target.value)}
        />
        <TextField
          label="Departure time (optional)"
          type="time"
          value={departure}
          error={problems.departure}
          onChange={(event) => setDeparture(event.target.value)}
        />
      </div>
      <TextAreaField
        label="Reason"
        required
        maxLength={500}
        value={reason}
        error={problems.reason}
        hint="For example: 'Phone battery died; signed in with me at the door.'"
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
