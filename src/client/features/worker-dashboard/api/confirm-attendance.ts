import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export const confirmAttendance = (applicationId: string) =>
  api<{ application: ApplicationDto }>(`/applications/${applicationId}/confirm-attendance`, {
    method: 'POST',
  });

/** 'Confirm I'm coming' (docs/product/applications.md, "Confirm I'm coming"). */
export function useConfirmAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmAttendance,
    onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
