import { Building2 } from 'lucide-react';
import { ATTENDANCE_WINDOW } from '../../../shared/constants';
import { offerTimeLeft } from '../../../shared/domain/offer-countdown';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { formatMonthDayTime } from '../../../shared/time-format';
import { ShiftFacts } from '../../components/shifts/shift-facts';
import { useNow } from '../../lib/use-now';
import { CheckInActions } from './check-in-actions';
import { EstimatedPay } from './estimated-pay';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Next shift' at the top of the dashboard (docs/product/applications.md, "The worker dashboard"): the soonest booking
 * not yet ended or under way (`nextBooking`), with when and where, the business's contact as the booked card shows it,
 * the estimated pay, and the booking's own 'Check in' / 'Check out' (the same component as its card in the list).
 */
export function NextShiftCard({ application }: { application: MyApplicationDto }) {
  const now = useNow(30_000);
  const { shift } = application;
  // 'Starts in 25 min' on the day: the same whole-minute words as the offer's countdown.
  const startsIn =
    new Date(shift.startsAt).getTime() - now.getTime() < DAY_MS ? offerTimeLeft(shift.startsAt, now) : null;
  const checkInOpensAt = new Date(
    new Date(shift.startsAt).getTime() - ATTENDANCE_WINDOW.checkInOpensBeforeStartMs,
  );
  return (
    <section
      aria-labelledby="next-shift-heading"
      className="mt-6 rounded-xl border border-emerald-400 bg-emerald-50/60 p-5 shadow-sm ring-1 ring-emerald-400"
    >
      <h2 id="next-shift-heading" className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
        Next shift
      </h2>
      <p className="mt-1 text-lg font-semibold text-slate-900">{shift.positionTitle}</p>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <Building2 aria-hidden="true" className="h-4 w-4 text-slate-500" />
        {shift.businessName}
      </p>
      {startsIn ? <p className="mt-2 text-sm font-semibold text-emerald-900">Starts in {startsIn}</p> : null}
      <div className="mt-4 flex flex-col gap-4">
        <ShiftFacts shift={shift} withContact />
        <EstimatedPay shift={shift} />
        {/* Before the check-in window (the state machine's checkInWindow), say when 'Check in' will be here. */}
        {application.status === 'accepted' && now < checkInOpensAt ? (
          <p className="text-sm text-slate-700">
            'Check in' appears here from {formatMonthDayTime(checkInOpensAt, shift.timeZone)}, 30 minutes
            before the start.
          </p>
        ) : null}
        <CheckInActions application={application} />
      </div>
    </section>
  );
}
