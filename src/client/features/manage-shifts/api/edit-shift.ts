import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditShiftResultDto } from '../../../../shared/schemas/responses/shift-edits';
import type { ShiftEditForm } from '../../../../shared/schemas/shifts';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export const editShift = (shiftId: string, shift: ShiftEditForm) =>
  api<EditShiftResultDto>(`/shifts/${encodeURIComponent(shiftId)}`, { method: 'PUT', body: shift });

/** Saves an edit (docs/product/shifts.md, "Edit shift"); the form sends the `version` it was loaded with. */
export function useEditShift(shiftId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shift: ShiftEditForm) => editShift(shiftId, shift),
    onSuccess: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
