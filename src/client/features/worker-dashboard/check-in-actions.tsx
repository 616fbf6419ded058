import { LogIn, LogOut } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { checkedInLabel, checkedOutLabel, checkOutProblem } from '../../../shared/domain/attendance';
import { applicationTransition } from '../../../shared/domain/state-machine';
import {
  CHECK_IN_MESSAGES,
  CHECK_OUT_CONFIRM,
  CHECK_OUT_MESSAGES_UI,
} from '../../../shared/marketplace/attendance-messages';
import { DASHBOARD_MESSAGES } from '../../../shared/marketplace/messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { formatClockTime } from '../../../shared/time-format';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/form-field';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useCheckIn, useCheckOut } from './api/attendance';

/**
 * The booked card's attendance (docs/product/attendance.md): 'Check in' within the check-in window (the state
 * machine's checkInWindow: 30 min before the start until the scheduled end), typing the manager's 4-digit code;
 * then 'Checked in at 9:14 AM, late' and 'Check out' until 4 h after the scheduled end; then how it was checked out.
 */
export function CheckInActions({ application }: { application: MyApplicationDto }) {
  const now = useNow(30_000);
  const { shift } = application;
  if (application.status === 'accepted') {
    const move = applicationTransition('accepted', 'checked_in', { actor: 'talent', now, shift });
    return move.ok ? <CheckInForm applicationId={application.id} /> : null;
  }
  if (application.status !== 'checked_in' && application.status !== 'completed') return null;
  if (!application.checkedInAt) return null;
  const arrived = checkedInLabel(
    { checkedInAt: application.checkedInAt, checkInLate: application.checkInLate },
    shift.timeZone,
  );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-emerald-800">{arrived}</p>
      {application.checkedOutAt ? (
        <p className="text-sm font-medium text-slate-800">
          {checkedOutLabel(
            { checkedOutAt: application.checkedOutAt, checkOutAuto: application.checkOutAuto },
            shift.timeZone,
          )}
        </p>
      ) : checkOutProblem(application, shift, now) === null ? (
        <CheckOutButton application={application} now={now} />
      ) : null}
    </div>
  );
}

/**
 * 'Check out' asks first, naming the time it will record, and says so when the shift has not ended (or not started):
 * a stray tap on a phone must not end a shift (docs/product/attendance.md, "Check-out").
 */
function CheckOutButton({ application, now }: { application: MyApplicationDto; now: Date }) {
  const [open, setOpen] = useState(false);
  const checkOut = useCheckOut();
  const { shift } = application;
  const at = formatClockTime(now, shift.timeZone);
  const when =
    now < new Date(shift.startsAt)
      ? CHECK_OUT_CONFIRM.beforeStart(at, formatClockTime(shift.startsAt, shift.timeZone))
      : now < new Date(shift.endsAt)
        ? CHECK_OUT_CONFIRM.beforeEnd(at, formatClockTime(shift.endsAt, shift.timeZone))
        : CHECK_OUT_CONFIRM.afterEnd(at);
  function confirm() {
    checkOut.mutate(application.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(CHECK_OUT_MESSAGES_UI.checkedOutTitle, {
          description: CHECK_OUT_MESSAGES_UI.checkedOut,
        });
      },
      onError: (error) =>
        toast.error(DASHBOARD_MESSAGES.updateFailed, {
          description: isRefusal(error) ? error.message : undefined,
        }),
    });
  }
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Check out
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={CHECK_OUT_CONFIRM.title}
        description={`${when} ${CHECK_OUT_CONFIRM.correctable}`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {CHECK_OUT_CONFIRM.cancel}
            </Button>
            <Button disabled={checkOut.isPending} onClick={confirm}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {checkOut.isPending ? 'Checking out...' : CHECK_OUT_CONFIRM.confirm(at)}
            </Button>
          </>
        }
      />
    </div>
  );
}

/** 'Check in' opens the code field (focused); the code is sent with the second 'Check in'. */
export function CheckInForm({
  applicationId,
  startOpen = false,
}: {
  applicationId: string;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checkIn = useCheckIn();
  const inputId = useId();
  const focusInput = () => document.getElementById(inputId)?.focus();
  useEffect(() => {
    if (open) document.getElementById(inputId)?.focus();
  }, [open, inputId]);

  if (!open)
    return (
      <div>
        <Button variant="success" onClick={() => setOpen(true)}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          Check in
        </Button>
      </div>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}$/.test(code.trim())) {
      setError(CHECK_IN_MESSAGES.codeFormat);
      focusInput();
      return;
    }
    setError(null);
    checkIn.mutate(
      { applicationId, code: code.trim() },
      {
        onSuccess: ({ application }) =>
          toast.success(CHECK_IN_MESSAGES.checkedInTitle, {
            description: application.checkInLate
              ? 'Marked late: more than 10 minutes after the start.'
              : undefined,
          }),
        onError: (failure) => {
          setError(isRefusal(failure) ? failure.message : DASHBOARD_MESSAGES.updateFailed);
          focusInput();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        id={inputId}
        label="Check-in code"
        hint="The 4-digit code from the manager on site"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        pattern="[0-9]*"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        error={error ?? undefined}
        className="sm:w-48"
      />
      <div>
        <Button type="submit" variant="success" disabled={checkIn.isPending}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {checkIn.isPending ? 'Checking in...' : 'Check in'}
        </Button>
      </div>
    </form>
  );
}
