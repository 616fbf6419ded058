import { LogIn, LogOut } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { checkedInLabel, checkedOutLabel, checkOutProblem } from '../../../shared/domain/attendance';
import { applicationTransition } from '../../../shared/domain/state-machine';
import { CHECK_IN_MESSAGES, CHECK_OUT_MESSAGES_UI } from '../../../shared/marketplace/attendance-messages';
import { DASHBOARD_MESSAGES } from '../../../shared/marketplace/messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useCheckIn, useCheckOut } from './api/attendance';
import { ApplicationActionButton } from './application-action-button';

/**
 * The booked card's attendance (docs/product/attendance.md): 'Check in' within the check-in window (the state
 * machine's checkInWindow: 30 min before the start until the scheduled end), typing the manager's 4-digit code;
 * then 'Checked in at 9:14 AM, late' and 'Check out' until 4 h after the scheduled end; then how it was checked out.
 */
export function CheckInActions({ application }: { application: MyApplicationDto }) {
  const now = useNow(30_000);
  const checkOut = useCheckOut();
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
        <ApplicationActionButton
          applicationId={application.id}
          mutation={checkOut}
          variant="secondary"
          icon={LogOut}
          label="Check out"
          pendingLabel="Checking out..."
          done={{
            title: CHECK_OUT_MESSAGES_UI.checkedOutTitle,
            description: CHECK_OUT_MESSAGES_UI.checkedOut,
          }}
        />
      ) : null}
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
