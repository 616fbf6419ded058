import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { formatMediumDateTime } from '../../../shared/time-format';
import { useDevClock } from './api/dev-clock';
import { movedLabel } from './moved-label';

/**
 * On every page while the development clock is moved (docs/product/development-clock.md): how far, what time it is
 * for the app, and the way to move it further. Nothing otherwise, and nothing in production.
 */
export function DevClockBanner() {
  const clock = useDevClock().data;
  if (!clock || clock.movedMinutes === 0) return null;
  return (
    <section
      aria-label="Development clock"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
        <p>
          <strong>Time moved forward {movedLabel(clock.movedMinutes)}</strong> (development). For the app it
          is now <time dateTime={clock.now}>{formatMediumDateTime(clock.now)}</time>.
        </p>
        <Link to="/dev/clock" className="font-medium underline underline-offset-2">
          Move time
        </Link>
      </div>
    </section>
  );
}
