import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { DEV_CLOCK_MAX_MINUTES } from '../../../shared/schemas/dev-clock';
import { formatMediumDateTime } from '../../../shared/time-format';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { isRefusal } from '../../lib/api';
import { useDevClock, useMoveTime } from './api/dev-clock';
import { movedLabel } from './moved-label';

/** One tap for the steps a timed rule needs most: a reminder, an end of shift, a submission, the rating window. */
const PRESETS = [
  { label: '+15 min', minutes: 15 },
  { label: '+1 hour', minutes: 60 },
  { label: '+4 hours', minutes: 240 },
  { label: '+1 day', minutes: 1440 },
  { label: '+7 days', minutes: 7 * 1440 },
] as const;

const UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
type Unit = keyof typeof UNITS;

/**
 * 'Move time' (docs/product/development-clock.md): moves the server's clock forward and runs what falls due on the
 * way, so every timed rule can be walked by hand. Development only; the API answers 404 anywhere else.
 */
export default function DevClockPage() {
  usePageMeta('Development clock');
  const clock = useDevClock();
  const move = useMoveTime();
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<Unit>('hours');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState('');

  function moveBy(minutes: number) {
    if (move.isPending) return;
    setError(undefined);
    move.mutate(minutes, {
      onSuccess: (moved) =>
        setResult(
          `Moved forward ${movedLabel(minutes)}. ${moved.jobsRun} scheduled ${moved.jobsRun === 1 ? 'job' : 'jobs'} ran on the way.`,
        ),
      onError: (e) =>
        setError(isRefusal(e) ? e.message : 'Time could not be moved. Is the app still running?'),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const n = Number(amount);
    const minutes = n * UNITS[unit];
    if (!amount.trim() || !Number.isInteger(n) || n < 1) return setError('Enter a whole number, 1 or more.');
    if (minutes > DEV_CLOCK_MAX_MINUTES) return setError('Move time by at most 30 days at once.');
    moveBy(minutes);
  }

  return (
    <PageContainer className="max-w-3xl">
      <PageHeading>Development clock</PageHeading>
      <p className="mt-2 text-slate-700">
        Moves the app's clock forward and runs every scheduled rule that falls due on the way, in order:
        reminders, offer expiries, automatic check-out and no-show, timesheet submission and approval, the
        rating window. Time only moves forward; restart the app to go back to the real time (what happened
        meanwhile keeps its dates). Texts and e-mails sent on the way are in the{' '}
        <Link to="/dev/inbox" className="font-medium text-brand-700 underline underline-offset-2">
          development inbox
        </Link>
        .
      </p>
      <div className="mt-6">
        {clock.isPending ? (
          <Spinner label="Reading the clock..." />
        ) : clock.isError || !clock.data ? (
          <StateMessage kind="error" title="The development clock is not available">
            It exists only outside production, and only on this machine.
          </StateMessage>
        ) : (
          <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">For the app it is now</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="dev-clock-now">
                  <time dateTime={clock.data.now}>{formatMediumDateTime(clock.data.now)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Moved forward</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="dev-clock-moved">
                  {clock.data.movedMinutes === 0
                    ? 'Not moved (real time)'
                    : movedLabel(clock.data.movedMinutes)}
                </dd>
              </div>
            </dl>
            <fieldset>
              <legend className="text-sm font-medium text-slate-900">Move time</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {PRESETS.map((preset) => (
                  <Button
                    key={preset.minutes}
                    variant="secondary"
                    disabled={move.isPending}
                    onClick={() => moveBy(preset.minutes)}
                  >
                    {preset.label}
                  </Button>
                ))}
              </div>
            </fieldset>
            <form
              onSubmit={submit}
              noValidate
              aria-label="Move time by an amount of your choice"
              className="flex flex-wrap items-start gap-3"
            >
              <TextField
                label="Move time by"
                className="w-40"
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={error}
              />
              <SelectField
                label="Unit"
                className="w-36"
                value={unit}
                onChange={(e) => setUnit(e.target.value as Unit)}
              >
                <option value="minutes">minutes</option>
                <option value="hours">hours</option>
                <option value="days">days</option>
              </SelectField>
              {/* On its own line: a field's error may make the fields of the row unequal in height. */}
              <div className="basis-full">
                <Button type="submit" disabled={move.isPending}>
                  {move.isPending ? 'Moving time...' : 'Move time'}
                </Button>
              </div>
            </form>
            <p role="status" className="text-sm text-slate-700" data-testid="dev-clock-result">
              {result}
            </p>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
