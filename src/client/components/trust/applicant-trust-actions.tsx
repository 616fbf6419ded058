import { BLOCK_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import type { ApplicantDto } from '../../../shared/marketplace/types';
import { BlockDialogButton } from './block-dialog-button';
import { FavouriteToggle } from './favourite-toggle';

/** The applicant card's star and 'Block worker' (docs/product/trust.md, "Favourites and blocks"). */
export function ApplicantTrustActions({ worker }: { worker: ApplicantDto['worker'] }) {
  return (
    <>
      <FavouriteToggle workerId={worker.id} favourite={worker.favourite} />
      <BlockDialogButton
        userId={worker.id}
        label={BLOCK_MESSAGES.blockWorker}
        title={BLOCK_MESSAGES.blockTitle}
        explanation={BLOCK_MESSAGES.blockExplanation}
        done={`${worker.name} is blocked.`}
      />
    </>
  );
}
