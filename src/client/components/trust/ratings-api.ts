// The rating routes from the client (docs/product/trust.md, "Ratings"). The keys sit under the
// marketplace's, so the live `application_changed` event (sent when a booking's ratings go live) refreshes them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitRatingInput } from '../../../shared/schemas/ratings';
import type { BookingRatings, RatingDto, RatingsAbout } from '../../../shared/schemas/responses/ratings';
import { api } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplace-keys';
import { useSingleFlight } from '../../lib/use-single-flight';

export const ratingKeys = {
  booking: (applicationId: string) => [...marketplaceKeys.all, 'ratings', applicationId] as const,
  about: (userId: string) => [...marketplaceKeys.all, 'ratings-about', userId] as const,
};

/** The live ratings about a worker or a business, 20 a page, newest first (loaded when the list is opened). */
export function useRatingsAbout(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ratingKeys.about(userId),
    queryFn: ({ pageParam, signal }) =>
      api<RatingsAbout>(`/ratings/about/${userId}?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

/** A completed booking's ratings as the caller sees them (their own; the other side's once live). */
export function useBookingRatings(applicationId: string) {
  return useQuery({
    queryKey: ratingKeys.booking(applicationId),
    queryFn: ({ signal }) => api<BookingRatings>(`/applications/${applicationId}/ratings`, { signal }),
  });
}

/** 'Rate this shift' / 'Rate worker': the answer is the booking's ratings after it. */
export function useSubmitRating(applicationId: string) {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (input: SubmitRatingInput) =>
        api<BookingRatings>(`/applications/${applicationId}/ratings`, { method: 'POST', body: input }),
      onSuccess: (data) => client.setQueryData(ratingKeys.booking(applicationId), data),
    }),
  );
}

/** The rated party's reply or 'Report' of the other side's live rating. */
export function useRespondToRating(applicationId: string, kind: 'reply' | 'report') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, text }: { ratingId: string; text: string }) =>
      api<{ rating: RatingDto } | { ok: true }>(`/ratings/${ratingId}/${kind}`, {
        method: 'POST',
        body: kind === 'reply' ? { reply: text } : { reason: text },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ratingKeys.booking(applicationId) }),
  });
}
