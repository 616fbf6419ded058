// Issue 14 item 1: what the rating routes accept (docs/product/trust.md, "Ratings").
import { z } from 'zod';
import { RATINGS } from '../constants';
import { ALL_RATING_TAGS } from '../domain/ratings';

const atMost = (max: number) => `At most ${max} characters.`;

/**
 * 'Rate this shift' / 'Rate worker': 1-5 stars, an optional comment stored exactly as typed (never trimmed or
 * escaped: it is rendered as text), optional tags (which list depends on who rates: checked by the use-case).
 */
export const submitRatingSchema = z.object({
  stars: z
    .number({ error: 'Choose 1 to 5 stars.' })
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  comment: z.string().max(RATINGS.commentMax, atMost(RATINGS.commentMax)).nullable().optional(),
  tags: z
    .array(
      z
        .string()
        .max(40)
        .refine((tag) => ALL_RATING_TAGS.includes(tag), 'Choose tags from the list.'),
    )
    .max(ALL_RATING_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag once.')
    .default([]),
});
export type SubmitRatingInput = z.infer<typeof submitRatingSchema>;

/** The rated party's one public reply. */
export const ratingReplySchema = z.object({
  reply: z
    .string()
    .refine((text) => text.trim().length > 0, 'Write a reply.')
    .pipe(z.string().max(RATINGS.replyMax, atMost(RATINGS.replyMax))),
});

/** 'Report' a live rating about you: the reason is required. */
export const ratingReportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you report this rating.')
    .max(RATINGS.reportReasonMax, atMost(RATINGS.reportReasonMax)),
});

export const ratingsAboutQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
