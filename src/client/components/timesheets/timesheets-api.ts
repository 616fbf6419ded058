// The timesheet routes for both sides' screens (docs/product/attendance.md, "Timesheets").
// Keys live under the marketplace's, so a live application change (and every timesheet change publishes one)
// refetches them too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimesheetStatusName } from '../../../shared/domain/timesheet';
import type {
  EarningsDto,
  TimesheetCostsDto,
  TimesheetDto,
} from '../../../shared/schemas/responses/timesheets';
import { api } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplace-keys';
import { useSingleFlight } from '../../lib/use-single-flight';

export type TimesheetList = { timesheets: TimesheetDto[]; total: number; page: number; pageSize: number };
export type TimesheetFilter = {
  shiftId?: string;
  status?: TimesheetStatusName;
  /** 'false': leave out timesheets flagged as claiming more than scheduled. */
  flagged?: 'true' | 'false';
  page?: number;
  pageSize?: number;
};

export const timesheetKeys = {
  all: [...marketplaceKeys.all, 'timesheets'] as const,
  list: (filter: TimesheetFilter) => [...marketplaceKeys.all, 'timesheets', 'list', filter] as const,
  earnings: [...marketplaceKeys.all, 'timesheets', 'earnings'] as const,
  costs: [...marketplaceKeys.all, 'timesheets', 'costs'] as const,
};

const query = (filter: TimesheetFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useTimesheets(filter: TimesheetFilter, enabled = true) {
  return useQuery({
    queryKey: timesheetKeys.list(filter),
    queryFn: ({ signal }) => api<TimesheetList>(`/timesheets${query(filter)}`, { signal }),
    enabled,
  });
}

export function useEarnings(enabled = true) {
  return useQuery({
    queryKey: timesheetKeys.earnings,
    queryFn: ({ signal }) => api<EarningsDto>('/timesheets/earnings', { signal }),
    enabled,
  });
}

export function useTimesheetCosts() {
  return useQuery({
    queryKey: timesheetKeys.costs,
    queryFn: ({ signal }) => api<TimesheetCostsDto>('/timesheets/costs', { signal }),
  });
}

export type TimesArgs = { id: string; checkInAt: string; checkOutAt: string };
type Action =
  | ({ kind: 'correct'; note: string } & TimesArgs)
  | ({ kind: 'adjust'; reason: string } & TimesArgs)
  | { kind: 'submit' | 'approve'; id: string }
  | { kind: 'dispute'; id: string; note: string }
  | { kind: 'approve-all'; shiftId: string }
  | { kind: 'approve-all-submitted' };

export function runTimesheetAction(action: Action) {
  switch (action.kind) {
    case 'correct':
      return api(`/timesheets/${action.id}`, {
        method: 'PATCH',
        body: { checkInAt: action.checkInAt, checkOutAt: action.checkOutAt, note: action.note },
      });
    case 'adjust':
      return api(`/timesheets/${action.id}/adjust`, {
        method: 'POST',
        body: { checkInAt: action.checkInAt, checkOutAt: action.checkOutAt, reason: action.reason },
      });
    case 'dispute':
      return api(`/timesheets/${action.id}/dispute`, { method: 'POST', body: { note: action.note } });
    case 'approve-all':
      return api(`/shifts/${action.shiftId}/timesheets/approve-all`, { method: 'POST' });
    case 'approve-all-submitted':
      return api('/timesheets/approve-all', { method: 'POST' });
    default:
      return api(`/timesheets/${action.id}/${action.kind}`, { method: 'POST' });
  }
}

/** Every timesheet action; on success the marketplace (applications and timesheets) refetches. */
export function useTimesheetAction() {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: runTimesheetAction,
      onSettled: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
    }),
  );
}
