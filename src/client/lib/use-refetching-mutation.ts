import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from './use-single-flight';

/**
 * A mutation after which, success or failure, the queries under `queryKey` refetch: the server's answer is the truth,
 * and a refusal may mean the page was stale. The mutation settles only once they have, so a button's 'Saving...'
 * lasts until the page shows the outcome. A double tap sends once (use-single-flight.ts).
 */
export function useRefetchingMutation<TResult, TInput = void>(
  mutationFn: (input: TInput) => Promise<TResult>,
  queryKey: QueryKey,
) {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey }) }),
  );
}
