import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export const checkIn = ({ applicationId, code }: { applicationId: string; code: string }) =>
  api<{ application: ApplicationDto }>(`/applications/${applicationId}/check-in`, {
    method: 'POST',
    body: { code },
  });

export const checkOut = (applicationId: string) =>
  api<{ application: ApplicationDto }>(`/applications/${applicationId}/check-out`, { method: 'POST' });

/** 'Check in' with the shift's code (docs/product/attendance.md, "Check-in"). */
export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}

/** 'Check out' (docs/product/attendance.md, "Check-out"). */
export function useCheckOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkOut,
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
