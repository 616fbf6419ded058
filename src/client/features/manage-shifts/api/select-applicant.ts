import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectApplicantResultDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { useSingleFlight } from '../../../lib/use-single-flight';

export const selectApplicant = (applicationId: string) =>
  api<SelectApplicantResultDto>(`/applications/${applicationId}/select`, { method: 'POST' });

/** "Select and Contact Worker": the server texts the offer, then records the selection (docs/product/applications.md). */
export function useSelectApplicant() {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: selectApplicant,
      onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
    }),
  );
}
