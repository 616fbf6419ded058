import { Send } from 'lucide-react';
import { FAVOURITES_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { useInviteFavourites } from './favourites-api';

/** 'Invite favourites' on a manager's shift (docs/product/trust.md, "Favourites and blocks"). */
export function InviteFavouritesButton({ shiftId }: { shiftId: string }) {
  const invite = useInviteFavourites();
  return (
    <Button
      variant="secondary"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(shiftId, {
          onSuccess: (result) => toast.success(result.message),
          onError: (error) =>
            toast.error('Something went wrong', {
              description: isRefusal(error) ? error.message : undefined,
            }),
        })
      }
    >
      <Send aria-hidden="true" className="h-4 w-4" />
      {invite.isPending ? 'Inviting...' : FAVOURITES_MESSAGES.inviteFavourites}
    </Button>
  );
}
