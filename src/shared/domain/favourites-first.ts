// 'Favourites first' (docs/product/trust.md, "Favourites and blocks"): on posting, the manager may keep a shift for
// their favourites for the first 0 (everyone now), 2, 12 or 24 hours.

export const FAVOURITES_FIRST_HOURS = [0, 2, 12, 24] as const;
export type FavouritesFirstHours = (typeof FAVOURITES_FIRST_HOURS)[number];

const HOUR_MS = 60 * 60 * 1000;

/** Until when only favourites see the shift: the posting time plus the chosen hours; null for 0 (everyone now). */
export function favouritesFirstUntil(postedAt: Date, hours: FavouritesFirstHours): Date | null {
  return hours === 0 ? null : new Date(postedAt.getTime() + hours * HOUR_MS);
}

/** Whether the window is still running at `now` (the SQL twin is favouritesFirstRunningSql in visibility-sql.ts). */
export function favouritesFirstRunning(until: Date | null, now: Date): boolean {
  return until !== null && until.getTime() > now.getTime();
}
