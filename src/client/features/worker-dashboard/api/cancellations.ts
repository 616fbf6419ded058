import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

const post = (applicationId: string, action: 'withdraw' | 'cancel', body?: unknown) =>
  api<{ application: ApplicationDto }>(`/applications/${encodeURIComponent(applicationId)}/${action}`, {
    method: 'POST',
    body,
  });

/** 'Withdraw' an application still waiting (docs/product/applications.md, "Cancellations"). */
export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => post(applicationId, 'withdraw'),
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}

/** 'Cancel booking', with or without the emergency excuse. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { applicationId: string; emergency: boolean }) =>
      post(input.applicationId, 'cancel', { emergency: input.emergency }),
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
