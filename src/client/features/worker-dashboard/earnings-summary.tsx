// The worker's earnings on the dashboard — approved pay this week (from Monday), this month and this
// year, each shift counted by its date in its own time zone (docs/product/attendance.md, "Earnings") — and what was
// paid out, what is pending, the payouts and the year's tax summary (docs/product/payments.md, "Receipts and
// statements").
import { hoursLabel } from '../../../shared/domain/pay';
import { money } from '../../components/timesheets/timesheet-format';
import { useEarnings } from '../../components/timesheets/timesheets-api';
import { EarningsStatement } from './earnings-statement';

const PERIODS = [
  ['week', 'This week'],
  ['month', 'This month'],
  ['year', 'This year'],
] as const;

export function EarningsSummary() {
  const earnings = useEarnings();
  // While loading, the section holds its place with its figures blank, so the cards below do not jump.
  if (!earnings.data && !earnings.isPending) return null;
  return (
    <section aria-labelledby="earnings-heading" className="mt-8" aria-busy={earnings.isPending || undefined}>
      <h2 id="earnings-heading" className="text-lg font-semibold text-slate-900">
        Earnings
      </h2>
      <p className="text-sm text-slate-600">Approved pay, by shift date in each shift's time zone.</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {PERIODS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {earnings.data ? money(earnings.data[key].payCents) : '…'}
            </dd>
            <dd className="text-xs text-slate-600">
              {earnings.data ? hoursLabel(earnings.data[key].minutes) : '…'}
            </dd>
          </div>
        ))}
      </dl>
      <EarningsStatement />
    </section>
  );
}
