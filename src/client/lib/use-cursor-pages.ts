import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * A keyset-paginated list of the API (`?cursor=` of the page before, `nextCursor` in each answer), page by page:
 * the pattern of every "Show more" list.
 */
export function useCursorPages<T extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      // `path` may carry its own query (e.g. a page size); the cursor joins it.
      const joiner = path.includes('?') ? '&' : '?';
      return api<T>(`${path}${pageParam ? `${joiner}cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
