// The staff sign-in and the operations console's calls (docs/product/operations.md).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionUserDto } from '../../../shared/api-types';
import type {
  auditPageSchema,
  enrolmentSchema,
  opsQueuesSchema,
  staffSignedInSchema,
} from '../../../shared/schemas/responses/ops';
import { api } from '../../lib/api';

export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditEntry = AuditPage['entries'][number];
export type Enrolment = z.infer<typeof enrolmentSchema>;
export type StaffSignedIn = z.infer<typeof staffSignedInSchema>;
export type AuditFilters = { actor: string; action: string; targetId: string; from: string; to: string };

type PasswordAnswer = { user: SessionUserDto } | { user: null; secondFactor: 'enrol' | 'verify' };

export const staffPasswordStep = (email: string, password: string) =>
  api<PasswordAnswer>('/auth/sign-in', { method: 'POST', body: { email, password, role: 'ops' } });
export const startEnrolment = () => api<Enrolment>('/auth/second-factor/enrolment', { method: 'POST' });
export const confirmEnrolment = (code: string) =>
  api<StaffSignedIn>('/auth/second-factor/enrolment/confirm', { method: 'POST', body: { code } });
export const passSecondFactor = (code: string) =>
  api<StaffSignedIn>('/auth/second-factor', { method: 'POST', body: { code } });

export function useOpsQueues(enabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'queues'],
    enabled,
    queryFn: ({ signal }) => api<z.infer<typeof opsQueuesSchema>>('/ops/queues', { signal }),
  });
}

/** The filters as a query string (empty ones left out); the CSV link uses the same. */
export function auditParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params;
}

export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['ops', 'audit', filters],
    enabled,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const params = auditParams(filters);
      if (pageParam) params.set('before', String(pageParam));
      return api<AuditPage>(`/ops/audit?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
