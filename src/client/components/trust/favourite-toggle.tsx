import { Star } from 'lucide-react';
import { FAVOURITES_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { useFavouriteToggle } from './favourites-api';

/** The star on an applicant card or a completed booking (docs/product/trust.md, "Favourites and blocks"). */
export function FavouriteToggle({ workerId, favourite }: { workerId: string; favourite: boolean }) {
  const toggle = useFavouriteToggle();
  // Shows the answer being sent, so a quick second click sees the state the first one asked for.
  const on = toggle.isPending ? toggle.variables.favourite : favourite;
  const label = on ? FAVOURITES_MESSAGES.removeFavourite : FAVOURITES_MESSAGES.addFavourite;
  return (
    <Button
      variant="ghost"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { workerId, favourite: !on },
          {
            onError: (error) =>
              toast.error('Something went wrong', {
                description: isRefusal(error) ? error.message : undefined,
              }),
          },
        )
      }
    >
      <Star
        aria-hidden="true"
        className={on ? 'h-5 w-5 fill-amber-400 text-amber-500' : 'h-5 w-5 text-slate-500'}
      />
    </Button>
  );
}
