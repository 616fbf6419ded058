// The profile card and its card number (docs/product/profiles.md, "The profile card" and "Fields").

export const CARD_LIMITS = {
  bioChars: 120,
  funFactChars: 80,
  skills: 4,
  stamps: 6,
  highlights: 3,
} as const;

export const CERTIFICATIONS = [
  'Food Safety',
  'Customer Service Excellence',
  'Cash Handling',
  'Workplace Safety',
] as const;
export const CERTIFICATION_STATUS = 'Coming Soon';

export const NO_RATING_LABEL = 'Ready to earn first rating!';
export const DEFAULT_POSITION_TITLE = 'ASSOCIATE';

/** Keeps the first n characters and adds "…" when cut. Counts code points so emoji are never split. */
export function truncate(s: string | null | undefined, n: number): string {
  const chars = Array.from(s ?? '');
  if (chars.length <= n) return s ?? '';
  return `${chars.slice(0, n).join('').trimEnd()}…`;
}

export function cardSkills(skills: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: skills.slice(0, CARD_LIMITS.skills),
    more: Math.max(0, skills.length - CARD_LIMITS.skills),
  };
}

function time(value: Date | string): number {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Newest first by startDate, at most six; undated stamps go last. */
export function cardStamps<T extends { startDate: Date | string }>(stamps: readonly T[]): T[] {
  return [...stamps].sort((a, b) => time(b.startDate) - time(a.startDate) || 0).slice(0, CARD_LIMITS.stamps);
}

export function cardHighlights(highlights: readonly string[] | null | undefined): string[] {
  return (highlights ?? []).slice(0, CARD_LIMITS.highlights);
}

const RATING_SCALE = 5;

/** Out of 5, one decimal. No rating yet is stored as null or 0 (ratings start at 1). */
export function ratingLabel(average: number | null | undefined): string {
  if (average === null || average === undefined || !Number.isFinite(average) || average <= 0) {
    return NO_RATING_LABEL;
  }
  return (Math.round(Math.min(average, RATING_SCALE) * 10) / 10).toFixed(1);
}

/**
 * The rating as shown ('4.3 / 5') and as read out ('Rated 4.3 out of 5'): a bare '★ 4.3' did not say out of what,
 * and a screen reader heard only "4.3". Null when there is no rating yet.
 */
export function ratingOutOfScale(
  average: number | null | undefined,
): { shown: string; spoken: string } | null {
  const label = ratingLabel(average);
  if (label === NO_RATING_LABEL) return null;
  return { shown: `${label} / ${RATING_SCALE}`, spoken: `Rated ${label} out of ${RATING_SCALE}` };
}

export function positionTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed.toUpperCase() : DEFAULT_POSITION_TITLE;
}

/**
 * "TB-" and three digits. Randomness is passed in to keep this pure: either a number 0-999 or a
 * function like Node's crypto.randomInt(max) that returns an integer in [0, max).
 */
export function generateCardNumber(randomInt: number | ((maxExclusive: number) => number)): string {
  const n = typeof randomInt === 'function' ? randomInt(1000) : randomInt;
  if (!Number.isInteger(n) || n < 0 || n > 999) {
    throw new RangeError(`Card number digits must be an integer from 0 to 999, got ${n}`);
  }
  return `TB-${String(n).padStart(3, '0')}`;
}
