import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkInCodeSchema } from '../../../../shared/schemas/responses/attendance';
import { api } from '../../../lib/api';

export type CheckInCodeDto = z.infer<typeof checkInCodeSchema>;

/** The shift's check-in code, link and QR code (docs/product/attendance.md, "Check-in code"); its manager only. */
export function useCheckInCode(shiftId: string) {
  return useQuery({
    queryKey: ['marketplace', 'check-in-code', shiftId] as const,
    queryFn: ({ signal }) =>
      api<CheckInCodeDto>(`/shifts/${encodeURIComponent(shiftId)}/check-in-code`, { signal }),
    // The code never changes; the page need not fetch it again.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
