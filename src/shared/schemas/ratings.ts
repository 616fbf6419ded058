// What the rating routes accept (docs/product/trust.md, "Ratings").
import { z } from 'zod';
import { RATINGS } from '../constants';
import { ALL_RATING_TAGS } from '../domain/ratings';
import { cleanMultiline } from '../text';
import { optionalText, requiredText } from './fields';

const atMost = (max: number) => `At most ${max} characters.`;

/**
 * 'Rate this shift' / 'Rate worker': 1-5 stars, an optional comment cleaned like every other text (docs/product/
 * accounts.md, "Text as typed"; blank is none), optional tags (which list depends on who rates: checked by the
 * use-case).
 */
export const submitRatingSchema = z.object({
  stars: z
    .number({ error: 'Choose 1 to 5 stars.' })
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  comment: optionalText({
    max: RATINGS.commentMax,
    tooLong: atMost(RATINGS.commentMax),
    clean: cleanMultiline,
  }),
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
  reply: requiredText({
    required: 'Write a reply.',
    max: RATINGS.replyMax,
    tooLong: atMost(RATINGS.replyMax),
    clean: cleanMultiline,
  }),
});

/** 'Report' a live rating about you: the reason is required. */
export const ratingReportSchema = z.object({
  reason: requiredText({
    required: 'Say why you report this rating.',
    max: RATINGS.reportReasonMax,
    tooLong: atMost(RATINGS.reportReasonMax),
    clean: cleanMultiline,
  }),
});

export const ratingsAboutQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
