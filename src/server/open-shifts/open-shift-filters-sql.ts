// The filters of Open Shifts as WHERE conditions (docs/product/shifts.md, "Filters"). They narrow the same keyset
// walk over `shifts_open_listing_idx` (status, starts_at, id): the date range also bounds starts_at, so the index scan
// starts and stops at the range; position and pay are checked on the rows the scan reads.
import { and, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { skillParts } from '../../shared/domain/match-score';
import { dateRangeOf, type OpenShiftFilters } from '../../shared/marketplace/open-shift-filters';
import { shifts } from '../db/schema';

const DAY_MS = 86_400_000;
const midnightUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Null when no filter is on: the caller then keeps its named, cached statement. */
export function openShiftFiltersSql(filters: OpenShiftFilters, now: Date): SQL | null {
  const conditions: SQL[] = [];
  const range = dateRangeOf(filters, now);
  if (range?.from) {
    conditions.push(gte(shifts.shiftDate, range.from));
    // A local date starts at most 14 h before its UTC midnight: a day's margin keeps every zone in, and lets the
    // index scan start at the range instead of at now.
    conditions.push(gte(shifts.startsAt, new Date(midnightUtc(range.from) - DAY_MS)));
  }
  if (range?.to) {
    conditions.push(lte(shifts.shiftDate, range.to));
    conditions.push(lt(shifts.startsAt, new Date(midnightUtc(range.to) + 2 * DAY_MS)));
  }
  if (filters.position) {
    // The same words 'Best match' finds a skill by ('Server/Waitstaff' → server or waitstaff), in the title.
    const parts = skillParts(filters.position);
    conditions.push(
      sql`(${sql.join(
        parts.map((part) => sql`strpos(lower(${shifts.positionTitle}), ${part}) > 0`),
        sql` or `,
      )})`,
    );
  }
  if (filters.minPay !== undefined && filters.minPay > 0)
    conditions.push(gte(shifts.hourlyRateCents, Math.round(filters.minPay * 100)));
  return conditions.length > 0 ? (and(...conditions) ?? null) : null;
}
