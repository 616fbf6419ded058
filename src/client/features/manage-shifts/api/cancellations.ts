import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto, ShiftWithContactDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { useSingleFlight } from '../../../lib/use-single-flight';

const onApplication = (applicationId: string, action: 'pass' | 'remove') =>
  api<{ application: ApplicationDto }>(`/applications/${encodeURIComponent(applicationId)}/${action}`, {
    method: 'POST',
  });

/** 'Not this time' and 'Remove from shift' (docs/product/applications.md, "Cancellations"). */
export function useApplicantAction() {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (input: { applicationId: string; action: 'pass' | 'remove' }) =>
        onApplication(input.applicationId, input.action),
      onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
    }),
  );
}

/** 'Close applications' and 'Cancel shift' (docs/product/shifts.md, "Shift states"). */
export function useShiftAction() {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (input: { shiftId: string; action: 'close' | 'cancel'; reason?: string }) =>
        api<{ shift: ShiftWithContactDto }>(`/shifts/${encodeURIComponent(input.shiftId)}/${input.action}`, {
          method: 'POST',
          body: input.action === 'cancel' ? (input.reason ? { reason: input.reason } : {}) : undefined,
        }),
      onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
    }),
  );
}
