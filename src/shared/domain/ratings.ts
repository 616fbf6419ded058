// Mutual double-blind ratings (docs/product/trust.md, "Ratings"; product constants, 'Ratings').
// Pure, so the cards show 'Rate this shift' exactly when the server would take the rating.
import { RATINGS } from '../constants';

/** Who rates: the worker ('talent') rates the business; the manager rates the worker. */
export const RATER_ROLES = ['talent', 'manager'] as const;
export type RaterRole = (typeof RATER_ROLES)[number];

/** The fixed tags of product-next §5, by who gives them. */
export const RATING_TAGS = {
  talent: ['Clear instructions', 'Respectful', 'Good breaks', 'Paid on time'],
  manager: ['Punctual', 'Friendly', 'Hard-working', 'Skilled', 'Would book again'],
} as const satisfies Record<RaterRole, readonly string[]>;
export const ALL_RATING_TAGS: readonly string[] = [...RATING_TAGS.talent, ...RATING_TAGS.manager];

export const RATING_MESSAGES = {
  notFound: 'Booking not found.',
  ratingNotFound: 'Rating not found.',
  notCompleted: 'You can rate a shift once it is completed.',
  windowEnded: 'The 7-day rating window has ended.',
  alreadyRated: 'You have already rated this shift.',
  badTags: 'Choose tags from the list.',
  notLive: 'You can reply once the rating is live.',
  notAboutYou: 'Only the person rated can do this.',
  alreadyReplied: 'You have already replied to this rating.',
  alreadyReported: 'You have already reported this rating.',
  firstRating: 'Ready to earn first rating!',
} as const;

/** The end of the rating window: 7 days after the booking completed. */
export function ratingWindowEnd(completedAt: Date | string): Date {
  return new Date(new Date(completedAt).getTime() + RATINGS.windowMs);
}

/** Whether a rating may still be given at `now` (the window is open up to, not including, its end). */
export function isRatingWindowOpen(completedAt: Date | string | null, now: Date): boolean {
  if (completedAt === null) return false;
  return now.getTime() < ratingWindowEnd(completedAt).getTime();
}

/** The tags of `tags` a `role` may not give (empty when all are from its list). */
export function invalidTags(role: RaterRole, tags: readonly string[]): string[] {
  const allowed: readonly string[] = RATING_TAGS[role];
  return tags.filter((tag) => !allowed.includes(tag));
}

/**
 * Whether a booking's ratings go live now: when both sides have rated, or when the window has ended (with the lone
 * rating, if any). Publishing is one statement over the booking's unpublished ratings, so it happens once.
 */
export function shouldPublish(
  ratedRoles: readonly RaterRole[],
  completedAt: Date | string,
  now: Date,
): boolean {
  if (ratedRoles.length === 0) return false;
  const both = RATER_ROLES.every((role) => ratedRoles.includes(role));
  return both || !isRatingWindowOpen(completedAt, now);
}

/** The reminder instants (days 1 and 5 after the completion); each reaches only a side that has not rated by then. */
export function ratingReminderTimes(completedAt: Date | string): Date[] {
  const from = new Date(completedAt).getTime();
  return RATINGS.reminderDays.map((day) => new Date(from + day * 24 * 60 * 60 * 1000));
}

/** The columns that make a rating live, as a row (Date) or a DTO (ISO string) carries them. */
export type RatingLiveness = { publishedAt: Date | string | null; hiddenAt: Date | string | null };

/**
 * A live rating: published (both sides rated, or the 7-day window ended: shouldPublish) and not removed by the
 * operations team (hidden_at). Only a live rating is shown to the other side (double-blind until then), listed about
 * a user, or counted. Its SQL twin is liveRatingSql (src/server/trust/live-rating-sql.ts);
 * tests/api/live-rating.test.ts runs both on the same rows.
 */
export function isLiveRating(rating: RatingLiveness): boolean {
  return rating.publishedAt !== null && rating.hiddenAt === null;
}

/**
 * A rating counts in the rated user's average (and in every figure built from ratings: the match score's rating and
 * its training) when it is live and its rater and ratee are not linked accounts (docs/product/trust.md, "Linked
 * accounts"): ratingCountsSql is the SQL twin.
 */
export function ratingCounts(rating: RatingLiveness, raterAndRateeLinked: boolean): boolean {
  return isLiveRating(rating) && !raterAndRateeLinked;
}

/** '4.8 (12)', or 'Ready to earn first rating!' when there is no live rating yet. */
export function ratingLabel(summary: { average: number | null; count: number }): string {
  if (summary.count === 0 || summary.average === null) return RATING_MESSAGES.firstRating;
  return `${summary.average.toFixed(1)} (${summary.count})`;
}
