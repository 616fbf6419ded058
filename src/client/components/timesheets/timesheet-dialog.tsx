// One dialog for 'Correct times' (the worker, a note), 'Adjust' (the manager, a reason) and 'Dispute'
// (the worker, a note): labelled, focus returned to the opener (components/ui/dialog.tsx), the server's refusal shown.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { hoursLabel, timesheetPay } from '../../../shared/domain/pay';
import { instantFromLocal, localDateTime, spanProblem } from '../../../shared/domain/timesheet';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { FormDialog } from '../ui/form-dialog';
import { TextAreaField, TextField } from '../ui/form-field';
import { money } from './timesheet-format';

export type TimesheetDialogMode = 'correct' | 'adjust' | 'dispute';

/** What a dispute does, before the click (docs/product/attendance.md, "Timesheets"). */
const DISPUTE_EXPLAINED =
  "The operations team compares the times the app recorded, your times and the manager's, and decides with a reason that both of you see. Until then the manager's times stand. A timesheet can be disputed once.";

const WORDS: Record<TimesheetDialogMode, { title: string; text: string; action: string; busy: string }> = {
  correct: {
    title: 'Correct times',
    text: 'Note (what was wrong)',
    action: 'Save times',
    busy: 'Saving...',
  },
  adjust: {
    title: 'Adjust timesheet',
    text: 'Reason (the worker sees it)',
    action: 'Adjust',
    busy: 'Adjusting...',
  },
  dispute: {
    title: "Dispute the manager's adjustment",
    text: 'What is wrong with the adjusted times (the operations team and the manager read it)',
    action: 'Send dispute',
    busy: 'Sending...',
  },
};

type Props = {
  timesheet: TimesheetDto | null;
  mode: TimesheetDialogMode;
  pending: boolean;
  /** The server's refusal of the last try, shown in the dialog. */
  error: string | null;
  onSubmit: (input: { checkInAt: string; checkOutAt: string; text: string }) => void;
  onClose: () => void;
};

export function TimesheetDialog({ timesheet, mode, pending, error, onSubmit, onClose }: Props) {
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  useEffect(() => {
    if (!timesheet) return;
    setCheckIn(localDateTime(timesheet.checkInAt, timesheet.timeZone));
    setCheckOut(localDateTime(timesheet.checkOutAt, timesheet.timeZone));
    setText('');
    setProblem(null);
  }, [timesheet]);
  const words = WORDS[mode];
  const withTimes = mode !== 'dispute';
  const inAt = timesheet ? instantFromLocal(checkIn, timesheet.timeZone) : null;
  const outAt = timesheet ? instantFromLocal(checkOut, timesheet.timeZone) : null;
  const preview =
    timesheet && inAt && outAt && !spanProblem(inAt, outAt)
      ? timesheetPay({
          checkInAt: inAt,
          checkOutAt: outAt,
          breakMinutes: timesheet.breakMinutes,
          hourlyRateCents: timesheet.hourlyRateCents,
        })
      : null;

  /** A field's new value; the problem shown under the form goes with the edit. */
  const edited = (set: (value: string) => void, value: string) => {
    set(value);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (withTimes) {
      if (!inAt || !outAt) return setProblem(TIMESHEET_MESSAGES.invalidTime);
      const span = spanProblem(inAt, outAt);
      if (span) return setProblem(TIMESHEET_MESSAGES[span]);
    }
    if (!text.trim())
      return setProblem(
        mode === 'adjust' ? TIMESHEET_MESSAGES.reasonRequired : TIMESHEET_MESSAGES.noteRequired,
      );
    setProblem(null);
    onSubmit({ checkInAt: checkIn, checkOutAt: checkOut, text: text.trim() });
  };

  return (
    <FormDialog
      open={timesheet !== null}
      title={words.title}
      description={
        timesheet
          ? mode === 'dispute'
            ? `${timesheet.positionTitle} at ${timesheet.businessName}. ${DISPUTE_EXPLAINED}`
            : `${timesheet.positionTitle} at ${timesheet.businessName}${mode === 'adjust' ? `, ${timesheet.workerName}` : ''}. Times are in the shift's time zone; the unpaid break is ${timesheet.breakMinutes} min.`
          : undefined
      }
      formId={formId}
      onSubmit={submit}
      pending={pending}
      submitLabel={words.action}
      pendingLabel={words.busy}
      onClose={onClose}
      formClassName="flex flex-col gap-4"
    >
      {withTimes ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Check-in"
            type="datetime-local"
            required
            value={checkIn}
            onChange={(e) => edited(setCheckIn, e.target.value)}
          />
          <TextField
            label="Check-out"
            type="datetime-local"
            required
            value={checkOut}
            onChange={(e) => edited(setCheckOut, e.target.value)}
          />
        </div>
      ) : null}
      {withTimes && preview ? (
        <p role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          {hoursLabel(preview.workedMinutes)} worked, {money(preview.payCents)}
        </p>
      ) : null}
      <TextAreaField
        label={words.text}
        required
        maxLength={500}
        value={text}
        onChange={(e) => edited(setText, e.target.value)}
      />
      {problem || error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem ?? error}
        </p>
      ) : null}
    </FormDialog>
  );
}
