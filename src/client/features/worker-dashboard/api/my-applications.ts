import { useQuery } from '@tanstack/react-query';
import type { MyApplicationsDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { queryClient } from '../../../lib/query-client';
import { sessionUser } from '../../../lib/session';

const myApplicationsQuery = {
  queryKey: marketplaceKeys.myApplications,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<MyApplicationsDto>('/applications/mine', { signal }),
};

/** docs/product/applications.md ("The worker dashboard"): the worker's applications joined with their shifts, newest first. */
export function useMyApplications(enabled: boolean) {
  return useQuery({ ...myApplicationsQuery, enabled });
}

/**
 * The route's loader: starts loading a worker's applications as soon as the session shows a worker, while the
 * dashboard's code is still on its way (it used to wait for the page to load and render first).
 */
export async function prefetchMyApplications() {
  const user = await sessionUser().catch(() => null);
  if (user?.userType === 'talent') void queryClient.prefetchQuery(myApplicationsQuery);
}
