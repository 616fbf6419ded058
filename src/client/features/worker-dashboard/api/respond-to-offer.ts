import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export type OfferResponse = { applicationId: string; action: 'accept' | 'decline' };

export const respondToOffer = ({ applicationId, action }: OfferResponse) =>
  api<{ application: ApplicationDto }>(`/applications/${applicationId}/${action}`, { method: 'POST' });

/** Accept or decline a selection (docs/product/applications.md, "Accept or decline"). */
export function useRespondToOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respondToOffer,
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
