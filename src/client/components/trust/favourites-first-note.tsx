import { Star } from 'lucide-react';
import { favouritesFirstRunning } from '../../../shared/domain/favourites-first';
import { formatMonthDayTime } from '../../../shared/time-format';
import { useNow } from '../../lib/use-now';

const when = (iso: string) => formatMonthDayTime(iso);

/** The manager's card while 'Favourites first' runs: only favourites see the shift until then. */
export function FavouritesFirstNote({ until }: { until: string | null }) {
  const now = useNow();
  if (!until || !favouritesFirstRunning(new Date(until), now)) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-amber-800">
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
      Favourites first: only your favourites see this shift until {when(until)}.
    </p>
  );
}
