// The staff sign-in's second step (docs/product/operations.md, "Signing in"): enrolment (QR code, secret, first
// code) or a code; then, once, the ten recovery codes.
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import {
  confirmEnrolment,
  type Enrolment,
  passSecondFactor,
  type StaffSignedIn,
  startEnrolment,
} from './ops-api';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export function SecondFactorStep({
  stage,
  onSignedIn,
  onRestart,
}: {
  stage: 'enrol' | 'verify';
  onSignedIn: (answer: StaffSignedIn) => void;
  onRestart: (message: string) => void;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (stage !== 'enrol') return;
    startEnrolment().then(setEnrolment, (e) => onRestart(messageOf(e)));
  }, [stage, onRestart]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await (stage === 'enrol' ? confirmEnrolment(code) : passSecondFactor(code)));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) onRestart(e.message);
      else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'enrol' && !enrolment) return <Spinner label="Preparing your authenticator set-up" />;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Second factor">
      {enrolment && (
        <div className="space-y-3 text-sm text-slate-700">
          <p>Scan this QR code with an authenticator app, then enter the 6-digit code it shows.</p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code of your authenticator set-up"
            className="h-48 w-48 rounded border border-slate-200"
          />
          <p>
            Or type this key:{' '}
            <code data-testid="totp-secret" className="break-all font-mono">
              {enrolment.secret}
            </code>
          </p>
        </div>
      )}
      <TextField
        label={stage === 'enrol' ? 'Code from your app' : 'Authentication code'}
        hint={
          stage === 'verify' ? 'The 6-digit code from your authenticator app, or a recovery code.' : undefined
        }
        autoComplete="one-time-code"
        inputMode={stage === 'enrol' ? 'numeric' : 'text'}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" disabled={busy || !code.trim()}>
        {busy ? 'Checking...' : 'Verify'}
      </Button>
    </form>
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Your recovery codes. Each works once if you lose your authenticator. Save them now: they are shown
        only this once.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ol>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </div>
  );
}
