// The console's accounts on the client (docs/product/operations.md, "Accounts"): search, one account, 'Suspend' and
// 'Reinstate'.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  accountMessagesSchema,
  accountPageSchema,
  accountSearchSchema,
  suspensionResultSchema,
} from '../../../shared/schemas/responses/ops-accounts';
import { api } from '../../lib/api';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation';

export type AccountSearch = z.infer<typeof accountSearchSchema>;
export type AccountPage = z.infer<typeof accountPageSchema>;

export function useAccountSearch(q: string, offset: number) {
  return useQuery({
    queryKey: ['ops', 'accounts', q, offset],
    enabled: q.trim().length >= 2,
    queryFn: ({ signal }) =>
      api<AccountSearch>(`/ops/accounts?${new URLSearchParams({ q: q.trim(), offset: String(offset) })}`, {
        signal,
      }),
  });
}

export function useAccountPage(userId: string) {
  return useQuery({
    queryKey: ['ops', 'account', userId],
    queryFn: ({ signal }) => api<AccountPage>(`/ops/accounts/${encodeURIComponent(userId)}`, { signal }),
  });
}

export type AccountMessages = z.infer<typeof accountMessagesSchema>;

/**
 * The messages sent to an account, starting from the account page's first page (no second fetch of it), older pages
 * on demand. Under the account's key, so a decision's refetch renews it too.
 */
export function useAccountMessages(userId: string, first: AccountMessages) {
  return useInfiniteQuery({
    queryKey: ['ops', 'account', userId, 'messages'],
    initialPageParam: 0,
    initialData: { pages: [first], pageParams: [0] },
    staleTime: 30_000,
    queryFn: ({ pageParam, signal }) =>
      api<AccountMessages>(`/ops/accounts/${encodeURIComponent(userId)}/messages?offset=${pageParam}`, {
        signal,
      }),
    getNextPageParam: (last) => last.nextOffset,
  });
}

export const useStaffDecision = (userId: string, action: 'suspend' | 'reinstate') =>
  useRefetchingMutation(
    (reason: string) =>
      api<z.infer<typeof suspensionResultSchema>>(`/ops/accounts/${encodeURIComponent(userId)}/${action}`, {
        method: 'POST',
        body: { reason },
      }),
    ['ops', 'account', userId],
  );
