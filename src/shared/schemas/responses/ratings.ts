// Rating shapes on the wire (docs/product/trust.md, "Ratings").
import { z } from 'zod';
import { RATER_ROLES } from '../../domain/ratings';
import { isoDateTime } from './common';

/**
 * A user's live-rating average (to one decimal; null when count is 0, shown as 'Ready to earn first rating!') and the
 * number of live ratings it is made of.
 */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The stored average (numeric(3,2) read as a string, or null) and count as a summary: one decimal, null when none. */
export function ratingSummary(
  average: string | number | null | undefined,
  count: number | null | undefined,
): RatingSummary {
  const n = count ?? 0;
  if (n === 0 || average === null || average === undefined) return { average: null, count: n };
  return { average: Math.round(Number(average) * 10) / 10, count: n };
}

/** One rating as its rater, or (once live) its rated party and others see it. */
export const ratingSchema = z.object({
  id: z.uuid(),
  raterRole: z.enum(RATER_ROLES),
  stars: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: isoDateTime,
  /** Null while hidden (only its rater sees it then). */
  publishedAt: isoDateTime.nullable(),
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
});
export type RatingDto = z.infer<typeof ratingSchema>;

/** A completed booking's ratings as one of its two sides sees them (GET /applications/:id/ratings). */
export const bookingRatingsSchema = z.object({
  applicationId: z.uuid(),
  viewerRole: z.enum(RATER_ROLES),
  /** The other side: the business's name for the worker, the worker's name for the manager. */
  counterpartName: z.string(),
  shiftTitle: z.string(),
  completedAt: isoDateTime.nullable(),
  /** When the window ends (null until the booking completes). */
  windowEndsAt: isoDateTime.nullable(),
  /** Whether the viewer may rate now: completed, window open, not yet rated. */
  canRate: z.boolean(),
  mine: ratingSchema.nullable(),
  /** The other side's rating: only once live (double-blind). */
  theirs: ratingSchema.nullable(),
  /** Whether the viewer has reported `theirs`. */
  reported: z.boolean(),
});
export type BookingRatings = z.infer<typeof bookingRatingsSchema>;

/** A page of live ratings about a user, newest first, with the replies. */
export const ratingsAboutSchema = z.object({
  summary: ratingSummarySchema,
  ratings: z.array(ratingSchema.extend({ shiftTitle: z.string() })),
  page: z.number().int(),
  hasMore: z.boolean(),
});

export type RatingsAbout = z.infer<typeof ratingsAboutSchema>;

export const ratingReportResponseSchema = z.object({ ok: z.literal(true), reportId: z.uuid() });
