// Issue 14 item 1: rating shapes on the wire (docs/product/trust.md, "Ratings").
import { z } from 'zod';

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
