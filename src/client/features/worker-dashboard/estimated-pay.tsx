import { Wallet } from 'lucide-react';
import { hoursLabel, scheduledPay } from '../../../shared/domain/pay';
import type { WorkerShiftDto } from '../../../shared/marketplace/types';
import { usd } from '../../../shared/money';
import { rateLabel } from '../../components/shifts/shift-format';

/**
 * 'Estimated pay $101.75 (5 h 30 min at $18.50/hr)' on every card of the dashboard (docs/product/applications.md,
 * "The worker dashboard"): the scheduled time less the break at the shift's rate (`scheduledPay`). The worker's pay
 * only; a business's fee is never shown to a worker.
 */
export function EstimatedPay({ shift }: { shift: WorkerShiftDto }) {
  const { workedMinutes, payCents } = scheduledPay(shift);
  return (
    <p className="flex items-start gap-2 text-sm text-slate-800">
      <Wallet aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <span>
        <span className="font-semibold text-slate-900">Estimated pay {usd(payCents)}</span>{' '}
        <span className="text-slate-600">
          ({hoursLabel(workedMinutes)} at {rateLabel(shift.hourlyRateCents)})
        </span>
      </span>
    </p>
  );
}
