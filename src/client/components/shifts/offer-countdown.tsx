import { Clock } from 'lucide-react';
import { countdownStage, offerTimeLeft } from '../../../shared/domain/offer-countdown';
import { formatOfferDeadline } from '../../../shared/domain/offer-deadline';
import { useNow } from '../../lib/use-now';

/**
 * A pending offer on the manager's applicant card and the worker's own card (docs/product/applications.md, "Offer
 * window"): 'Offer expires in 1 h 23 min', re-rendered each minute, and the deadline in the shift's zone ('Offer
 * expires at …' for the manager, 'Respond by …' for the worker, as the offer text says). The visible countdown is not a
 * live region (a screen reader would hear it every minute); a hidden status line speaks only as the time left crosses
 * 1 h, 15 min and 5 min, and at the expiry.
 */
export function OfferCountdown({
  expiresAt,
  timeZone,
  deadlinePrefix = 'Offer expires at',
}: {
  expiresAt: string;
  timeZone: string;
  deadlinePrefix?: string;
}) {
  const now = useNow();
  const left = offerTimeLeft(expiresAt, now);
  const stage = countdownStage(expiresAt, now);
  // Changes only at a threshold, so the status line is spoken then and not every minute.
  const announcement =
    stage === null
      ? ''
      : stage === 0
        ? 'The offer has expired.'
        : `Offer expires in less than ${offerTimeLeft(new Date(stage), new Date(0))}.`;
  return (
    <div className="text-sm text-slate-700">
      <p className="flex items-center gap-1.5 font-medium text-slate-900">
        <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        {left === null ? 'Offer expired' : `Offer expires in ${left}`}
      </p>
      <p>
        {deadlinePrefix} {formatOfferDeadline(expiresAt, timeZone)}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
