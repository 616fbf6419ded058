import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export const reconfirmBooking = (applicationId: string) =>
  api<{ application: ApplicationDto }>(`/applications/${encodeURIComponent(applicationId)}/reconfirm`, {
    method: 'POST',
  });

/** 'Keep my booking' after a material change of the shift (docs/product/shifts.md, "Edit shift"). */
export function useReconfirmBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reconfirmBooking,
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
