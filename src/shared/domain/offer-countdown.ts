// The live countdown on the manager's card for a selected applicant (docs/product/applications.md,
// "Offer window"): 'Offer expires in 1 h 23 min', ticking each minute.

/** "1 h 23 min", "23 min", "less than a minute"; null once the expiry has passed. Whole minutes, rounded down. */
export function offerTimeLeft(expiresAt: Date | string, now: Date): string | null {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes === 0) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * When a screen reader hears the countdown: not every minute, only as it crosses 1 h, 15 min and 5 min left and at
 * the expiry. Returns the last threshold crossed (a stable key while between thresholds), or null before the first.
 */
export const COUNTDOWN_ANNOUNCE_AT_MS = [60 * 60_000, 15 * 60_000, 5 * 60_000, 0] as const;
export function countdownStage(expiresAt: Date | string, now: Date): number | null {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  let stage: number | null = null;
  for (const at of COUNTDOWN_ANNOUNCE_AT_MS) if (ms <= at) stage = at;
  return stage;
}
