// Favourites and blocks (docs/product/trust.md, "Favourites and blocks"): the queries and mutations their buttons
// and pages share.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The star: PUT to add, DELETE to remove (both idempotent). */
export function useFavouriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { workerId: string; favourite: boolean }) =>
      api<{ workerId: string; favourite: boolean }>(`/favourites/${id(input.workerId)}`, {
        method: input.favourite ? 'PUT' : 'DELETE',
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: favouriteKeys.favourites });
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
}

/** The caller's blocked workers or hidden businesses. */
export function useBlocks(enabled: boolean) {
  return useQuery({
    queryKey: favouriteKeys.blocks,
    enabled,
    queryFn: ({ signal }) => api<{ blocks: BlockedUserDto[] }>('/blocks', { signal }),
  });
}

/** 'Block worker' / 'Hide this business' (blocked: true) and their undo. */
export function useBlockToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; blocked: boolean }) =>
      api<{ userId: string; blocked: boolean }>(`/blocks/${id(input.userId)}`, {
        method: input.blocked ? 'PUT' : 'DELETE',
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['favourites'] });
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
}

export function useInviteFavourites() {
  return useMutation({
    mutationFn: (shiftId: string) =>
      api<InviteFavouritesResultDto>(`/shifts/${id(shiftId)}/invite-favourites`, { method: 'POST' }),
  });
}
