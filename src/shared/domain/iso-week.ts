// ISO weeks in UTC (Monday to Sunday; week 1 holds the year's first Thursday), as the console's metrics count them
// (docs/product/operations.md, "Metrics"). Pure.
const DAY = 86_400_000;

/** The Monday (00:00 UTC) of the ISO week holding `at`. */
export function isoWeekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * DAY);
}

/** '2026-W48' for the week starting on `monday` (the ISO year is the year of its Thursday). */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
