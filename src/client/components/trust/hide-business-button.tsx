import { BLOCK_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import { BlockDialogButton } from './block-dialog-button';

/** 'Hide this business' on a worker's open-shift card (docs/product/trust.md, "Favourites and blocks"). */
export function HideBusinessButton({
  businessId,
  businessName,
}: {
  businessId: string;
  businessName: string;
}) {
  return (
    <BlockDialogButton
      userId={businessId}
      label={BLOCK_MESSAGES.hideBusiness}
      title={BLOCK_MESSAGES.hideTitle}
      explanation={BLOCK_MESSAGES.hideExplanation}
      done={`${businessName} is hidden.`}
    />
  );
}
