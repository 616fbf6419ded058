import { type Column, type SQL, sql } from 'drizzle-orm';

// Favourites and blocks (docs/product/trust.md, "Favourites and blocks"): who may see a shift, as SQL that composes
// into any query over `shifts`. One rule, used by every list and action that shows a shift to a worker (the
// signed-in open list, the shift by id, apply, select, invite, favourites), so a block or a 'Favourites first'
// window cannot be enforced in one place and forgotten in another.
//
// Qualified by hand, with aliases inside the subqueries: drizzle writes a lone table's columns unqualified, and an
// unqualified "manager_id" inside the favourites subquery would be the favourite's own. Pass qualified operands.

/** The shift's columns as the rule reads them, qualified (a query over `shifts` without an alias). */
const shiftManagerId = sql`"shifts"."manager_id"`;
const shiftFavouritesFirstUntil = sql`"shifts"."favourites_first_until"`;

/** True when a `blocks` row exists either way between the two users (silent and mutual). */
export function blockedEitherWaySql(userA: SQL | Column, userB: SQL | Column): SQL {
  return sql`exists (select 1 from "blocks" tb_b where (tb_b."blocker_id" = ${userA} and tb_b."blocked_id" = ${userB}) or (tb_b."blocker_id" = ${userB} and tb_b."blocked_id" = ${userA}))`;
}

/** True when `workerId` is one of the manager's favourites. */
export function isFavouriteOfSql(managerId: SQL | Column, workerId: SQL | Column): SQL {
  return sql`exists (select 1 from "favourites" tb_f where tb_f."manager_id" = ${managerId} and tb_f."worker_id" = ${workerId})`;
}

/** The shift's 'Favourites first' window is still running at `now`. */
export function favouritesFirstRunningSql(now: Date): SQL {
  return sql`(${shiftFavouritesFirstUntil} is not null and ${shiftFavouritesFirstUntil} > ${now.toISOString()}::timestamptz)`;
}

/**
 * The shift may be shown to (and applied for by) `workerId` at `now`: no block either way between the worker and
 * the shift's manager, and no 'Favourites first' window running unless the worker is the manager's favourite.
 */
export function shiftVisibleToWorkerSql(workerId: string, now: Date): SQL {
  const worker = sql`${workerId}::uuid`;
  return sql`(${shiftManagerId} not in ${blockedWithWorkerSql(workerId)} and (not ${favouritesFirstRunningSql(now)} or ${isFavouriteOfSql(shiftManagerId, worker)}))`;
}

/**
 * blockedEitherWaySql's rule for one fixed worker, as the set of users blocked either way with them (a subquery of
 * one `id` column): PostgreSQL reads it once into a hash (an `exists` with an `or` was a nested loop over blocks for
 * every shift). Both columns are NOT NULL, so NOT IN is safe. The in-memory 'Best match' reads the same set.
 */
export function blockedWithWorkerSql(workerId: string): SQL {
  const worker = sql`${workerId}::uuid`;
  return sql`(select tb_b."blocked_id" as id from "blocks" tb_b where tb_b."blocker_id" = ${worker} union all select tb_b2."blocker_id" from "blocks" tb_b2 where tb_b2."blocked_id" = ${worker})`;
}

/**
 * shiftVisibleToWorkerSql in JS, for a worker whose facts are loaded (blockedWithWorkerSql's set and the managers
 * who starred them): the same two conditions. tests/api/best-match-snapshot.test.ts checks both agree.
 */
export function shiftVisibleToWorker(
  /** `favouritesFirstUntil` as a date or epoch milliseconds. */
  shift: { managerId: string; favouritesFirstUntil: Date | number | null },
  worker: { blockedWith: ReadonlySet<string>; starredBy: ReadonlySet<string> },
  now: Date,
): boolean {
  if (worker.blockedWith.has(shift.managerId)) return false;
  const windowRunning =
    shift.favouritesFirstUntil !== null && Number(shift.favouritesFirstUntil) > now.getTime();
  return !windowRunning || worker.starredBy.has(shift.managerId);
}

/** The anonymous listing (and its cache): no shift whose 'Favourites first' window is still running. */
export function shiftVisibleToAnyoneSql(now: Date): SQL {
  return sql`not ${favouritesFirstRunningSql(now)}`;
}
