import type { ApplicationDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/** POST /api/applications/:id/<action>: the worker's move on one of their applications; answers the application. */
export const postApplicationAction = (applicationId: string, action: string, body?: unknown) =>
  api<{ application: ApplicationDto }>(`/applications/${encodeURIComponent(applicationId)}/${action}`, {
    method: 'POST',
    body,
  });

/** A mutation of the worker's applications: once it settles, either way, every marketplace list refetches. */
export const useApplicationMutation = <TInput>(
  mutationFn: (input: TInput) => Promise<{ application: ApplicationDto }>,
) => useRefetchingMutation(mutationFn, marketplaceKeys.all);
