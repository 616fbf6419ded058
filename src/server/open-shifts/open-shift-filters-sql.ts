// The filters of Open Shifts as WHERE conditions (docs/product/shifts.md, "Filters"). They narrow the same keyset
// walk over `shifts_open_listing_idx` (status, starts_at, id): the date range also bounds starts_at, so the index scan
// starts and stops at the range; position and pay are checked on the rows the scan reads.
import { and, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { skillParts } from '../../shared/domain/match-score';
import { ADDRESS_ZIP_PATTERN } from '../../shared/geo/distance';
import { dateRangeOf, type OpenShiftFilters } from '../../shared/marketplace/open-shift-filters';
import { shifts } from '../db/schema';

const DAY_MS = 86_400_000;
const midnightUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A shift's ZIP code: the one its location address ends with, else its business's (`zipOfAddress` in
 * src/shared/geo/distance.ts is the same rule in TypeScript).
 */
export const shiftZipSql = sql<
  string | null
>`coalesce(substring(${shifts.locationAddress} from ${ADDRESS_ZIP_PATTERN}), (select left(m.zip, 5) from manager_accounts m where m.user_id = ${shifts.managerId}))`;

/**
 * Null when no filter is on: the caller then keeps its named, cached statement. `nearZips`: the ZIP codes within
 * the distance filter's miles (zip-centroids.ts); a shift without a ZIP code is left out by it.
 */
export function openShiftFiltersSql(
  filters: OpenShiftFilters,
  now: Date,
  nearZips?: readonly string[],
  options: { withoutDistance?: boolean } = {},
): SQL | null {
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
  if (nearZips && !options.withoutDistance)
    // One array parameter, so the statement's text does not vary with the number of ZIP codes.
    conditions.push(sql`${shiftZipSql} = any(string_to_array(${nearZips.join(',')}, ','))`);
  return conditions.length > 0 ? (and(...conditions) ?? null) : null;
}
