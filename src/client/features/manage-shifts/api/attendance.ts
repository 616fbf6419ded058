import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '../../../../shared/marketplace/types';
import type { ShiftAttendanceDto } from '../../../../shared/schemas/responses/manager-attendance';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** Under marketplaceKeys.all, so the live application events (use-application-events.ts) refetch it. */
const attendanceKey = (shiftId: string) => [...marketplaceKeys.all, 'shift-attendance', shiftId] as const;

/** docs/product/attendance.md, "The manager's attendance list": the shift's booked workers and their state. */
export function useShiftAttendance(shiftId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: attendanceKey(shiftId ?? ''),
    queryFn: ({ signal }) =>
      api<ShiftAttendanceDto>(`/shifts/${encodeURIComponent(shiftId ?? '')}/attendance`, { signal }),
    enabled: enabled && Boolean(shiftId),
  });
}

export type MarkArrivedInput = {
  applicationId: string;
  arrivedAt: string;
  leftAt: string | null;
  reason: string;
};

/** 'Mark as arrived' and 'Mark no-show'. */
export function useAttendanceMark() {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (
        input: { kind: 'arrived'; body: MarkArrivedInput } | { kind: 'no_show'; applicationId: string },
      ) =>
        input.kind === 'arrived'
          ? api<{ application: ApplicationDto }>(
              `/applications/${encodeURIComponent(input.body.applicationId)}/mark-arrived`,
              {
                method: 'POST',
                body: {
                  arrivedAt: input.body.arrivedAt,
                  leftAt: input.body.leftAt,
                  reason: input.body.reason,
                },
              },
            )
          : api<{ application: ApplicationDto }>(
              `/applications/${encodeURIComponent(input.applicationId)}/no-show`,
              { method: 'POST' },
            ),
      onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
    }),
  );
}
