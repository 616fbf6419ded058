import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShiftWithContactDto } from '../../../../shared/marketplace/types';
import type { ShiftForm } from '../../../../shared/schemas/shifts';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export const createShift = (shift: ShiftForm) =>
  api<{ shift: ShiftWithContactDto }>('/shifts', { method: 'POST', body: shift });

/** Posts a shift (docs/product/shifts.md, "The shift form"). */
export function useCreateShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    onSuccess: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
