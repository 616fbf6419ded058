// Favourites and blocks (docs/product/trust.md, "Favourites and blocks"): the queries and mutations their buttons
// and pages share.
import {
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BlockedUserDto,
  FavouritesPageDto,
  InviteFavouritesResultDto,
} from '../../../shared/schemas/responses/favourites';
import { api } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplace-keys';

export const favouriteKeys = {
  favourites: ['favourites', 'list'] as const,
  blocks: ['favourites', 'blocks'] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** The manager's 'Favourites', newest star first, page by page. */
export function useFavourites(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: favouriteKeys.favourites,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<FavouritesPageDto>(`/favourites${pageParam ? `?cursor=${id(pageParam)}` : ''}`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A PUT/DELETE pair on one resource (both idempotent, both answering what the input asked for): `on` puts it, off
 * deletes it. Settled, `lists` and every marketplace list refetch, in the background.
 */
function useToggle<T>(pathOf: (input: T) => string, on: (input: T) => boolean, lists: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => api<T>(pathOf(input), { method: on(input) ? 'PUT' : 'DELETE' }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: lists });
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
}

/** The star: PUT to add, DELETE to remove. */
export const useFavouriteToggle = () =>
  useToggle(
    (input: { workerId: string; favourite: boolean }) => `/favourites/${id(input.workerId)}`,
    (input) => input.favourite,
    favouriteKeys.favourites,
  );

/** The caller's blocked workers or hidden businesses. */
export function useBlocks(enabled: boolean) {
  return useQuery({
    queryKey: favouriteKeys.blocks,
    enabled,
    queryFn: ({ signal }) => api<{ blocks: BlockedUserDto[] }>('/blocks', { signal }),
  });
}

/** 'Block worker' / 'Hide this business' (blocked: true) and their undo; the blocks and the favourites refetch. */
export const useBlockToggle = () =>
  useToggle(
    (input: { userId: string; blocked: boolean }) => `/blocks/${id(input.userId)}`,
    (input) => input.blocked,
    ['favourites'],
  );

export function useInviteFavourites() {
  return useMutation({
    mutationFn: (shiftId: string) =>
      api<InviteFavouritesResultDto>(`/shifts/${id(shiftId)}/invite-favourites`, { method: 'POST' }),
  });
}
