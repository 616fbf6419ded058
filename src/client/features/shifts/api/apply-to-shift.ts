import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { useSingleFlight } from '../../../lib/use-single-flight';

export const applyToShift = (shiftId: string) =>
  api<{ application: ApplicationDto }>(`/shifts/${shiftId}/applications`, { method: 'POST' });

/** Applying (docs/product/applications.md). Either answer changes what the list and the dashboard show, so both refresh. */
export function useApplyToShift() {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: applyToShift,
      onSettled: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: marketplaceKeys.openShiftsAll }),
          client.invalidateQueries({ queryKey: marketplaceKeys.myApplications }),
        ]),
    }),
  );
}
