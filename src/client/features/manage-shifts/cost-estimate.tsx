import type { UseFormReturn } from 'react-hook-form';
import { FEE_BPS } from '../../../shared/domain/money';
import { hoursLabel } from '../../../shared/domain/pay';
import { shiftCostEstimate } from '../../../shared/domain/shift-estimate';
import { usd } from '../../../shared/money';
import { parseDollarsToCents, type ShiftForm, type ShiftFormInput } from '../../../shared/schemas/shifts';

const wholeNumber = (value: unknown, fallback: number) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isInteger(n) ? n : fallback;
};

/**
 * 'Estimated cost per worker' on the create and edit forms (docs/product/pricing.md, "The estimate"), updated as the
 * manager types, from the same functions the charge uses: the scheduled time less the break, at the rate, plus the fee.
 */
export function CostEstimate({ form }: { form: UseFormReturn<ShiftFormInput, unknown, ShiftForm> }) {
  const [startTime, endTime, overnight, breakDuration, hourlyRate, maxApplications] = form.watch([
    'startTime',
    'endTime',
    'overnight',
    'breakDuration',
    'hourlyRate',
    'maxApplications',
  ]);
  const estimate = shiftCostEstimate({
    startTime: String(startTime ?? ''),
    endTime: String(endTime ?? ''),
    overnight: Boolean(overnight),
    breakMinutes: wholeNumber(breakDuration, 30),
    hourlyRateCents: hourlyRate === undefined || hourlyRate === '' ? null : parseDollarsToCents(hourlyRate),
    workers: wholeNumber(maxApplications, 1),
    feeBps: FEE_BPS.payAsYouGo,
  });
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2"
      aria-live="polite"
      data-testid="cost-estimate"
    >
      {estimate ? (
        <>
          <p className="font-medium text-slate-900">
            Estimated cost per worker: {usd(estimate.totalCents)} (pay {usd(estimate.payCents)} + fee{' '}
            {usd(estimate.feeCents)})
          </p>
          {estimate.workers > 1 ? (
            <p>
              Total for {estimate.workers} workers: {usd(estimate.allWorkersCents)}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-500">
            {hoursLabel(estimate.minutes)} paid if worked as scheduled; the fee is {FEE_BPS.payAsYouGo / 100}{' '}
            % of the pay. You are charged for the hours approved on the timesheet.
          </p>
        </>
      ) : (
        <p>Enter the times and the hourly rate to see what the shift will cost.</p>
      )}
    </div>
  );
}
