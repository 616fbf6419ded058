import { type Column, type SQL, sql } from 'drizzle-orm';
import { blocks, favourites, shifts } from '../../db/schema';

// Favourites and blocks (docs/product/trust.md, "Favourites and blocks"): who may see a shift, as SQL that composes
// into any query over `shifts`. One rule, used by every list and action that shows a shift to a worker (the
// signed-in open list, the shift by id, apply, select, invite, favourites), so a block or a 'Favourites first'
// window cannot be enforced in one place and forgotten in another.

/** True when a `blocks` row exists either way between the two users (silent and mutual). */
export function blockedEitherWaySql(userA: SQL | Column, userB: SQL | Column): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${userA} and ${blocks.blockedId} = ${userB}) or (${blocks.blockerId} = ${userB} and ${blocks.blockedId} = ${userA}))`;
}

/** True when `workerId` is one of the manager's favourites. */
export function isFavouriteOfSql(managerId: SQL | Column, workerId: SQL | Column): SQL {
  return sql`exists (select 1 from ${favourites} where ${favourites.managerId} = ${managerId} and ${favourites.workerId} = ${workerId})`;
}

/** The shift's 'Favourites first' window is still running at `now`. */
export function favouritesFirstRunningSql(now: Date): SQL {
  return sql`(${shifts.favouritesFirstUntil} is not null and ${shifts.favouritesFirstUntil} > ${now.toISOString()}::timestamptz)`;
}

/**
 * The shift may be shown to (and applied for by) `workerId` at `now`: no block either way between the worker and
 * the shift's manager, and no 'Favourites first' window running unless the worker is the manager's favourite.
 */
export function shiftVisibleToWorkerSql(workerId: string, now: Date): SQL {
  const worker = sql`${workerId}::uuid`;
  return sql`(not ${blockedEitherWaySql(shifts.managerId, worker)} and (not ${favouritesFirstRunningSql(now)} or ${isFavouriteOfSql(shifts.managerId, worker)}))`;
}

/** The anonymous listing (and its cache): no shift whose 'Favourites first' window is still running. */
export function shiftVisibleToAnyoneSql(now: Date): SQL {
  return sql`not ${favouritesFirstRunningSql(now)}`;
}
