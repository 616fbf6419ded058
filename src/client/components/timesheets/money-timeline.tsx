// The money of an approved timesheet, step by step (docs/product/payments.md, "Money timeline"): 'Approved',
// 'Business charged', 'Sent to you' (the manager's 'Sent to worker') and 'Arrived', each with its time on the shift's
// wall clock, 'Pending', or what went wrong and what happens next. The server words every step for the side asking.
import { Check, Circle } from 'lucide-react';
import type { MoneyStep } from '../../../shared/domain/money';
import { formatMonthDayTime } from '../../../shared/time-format';
import { cn } from '../../lib/cn';

type Props = {
  /** The timesheet's `money`; null (not approved, or paid outside TalentBridge) shows nothing. */
  steps: MoneyStep[] | null;
  /** The shift's zone, as the timesheet's own times are shown. */
  timeZone: string;
  className?: string;
};

/**
 * Sized by the room it is given, not the window (a container query): stacked on a phone, two by two in a half-width
 * card (the worker's dashboard), a row of four across a full-width row (the manager's 'Timesheets').
 */
export function MoneyTimeline({ steps, timeZone, className }: Props) {
  if (!steps) return null;
  return (
    <div className={cn('@container', className)}>
      <ol
        aria-label="Money timeline"
        data-testid="money-timeline"
        className="grid gap-3 @xs:grid-cols-2 @xl:grid-cols-4 @xl:gap-2"
      >
        {steps.map((step) => (
          <MoneyTimelineStep key={step.label} step={step} timeZone={timeZone} />
        ))}
      </ol>
    </div>
  );
}

function MoneyTimelineStep({ step, timeZone }: { step: MoneyStep; timeZone: string }) {
  const done = step.at !== null;
  return (
    <li className="flex min-w-0 items-start gap-2 @xl:flex-col @xl:gap-1">
      {/* The state is in the words too ('done' / 'pending'), not only in the marker's shape and colour. */}
      {done ? (
        // As wide as the hollow circle's ring (lucide draws it about 1 px inside its 20 px box).
        <span className="m-px flex h-4.5 w-4.5 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
          <Check aria-hidden="true" className="h-3 w-3" strokeWidth={3.5} />
        </span>
      ) : (
        <Circle
          aria-hidden="true"
          className={cn('h-5 w-5 shrink-0', step.problem ? 'text-amber-600' : 'text-slate-400')}
        />
      )}
      <div className="flex min-w-0 flex-col">
        <span className={cn('text-sm font-medium', done ? 'text-slate-900' : 'text-slate-700')}>
          {step.label}
          <span className="sr-only">{done ? ': done' : ': pending'}</span>
        </span>
        {step.at ? (
          <time dateTime={step.at} className="text-xs text-slate-600">
            {formatMonthDayTime(step.at, timeZone)}
          </time>
        ) : step.problem ? null : (
          <span aria-hidden="true" className="text-xs text-slate-600">
            Pending
          </span>
        )}
        {step.problem ? <span className="break-words text-xs text-amber-800">{step.problem}</span> : null}
      </div>
    </li>
  );
}
