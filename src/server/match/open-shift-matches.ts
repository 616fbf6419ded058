// The signed-in worker's match with each shift of an open-shifts page (docs/decisions/018-match-score.md): their own
// facts (loaded once) plus each shift's side (its position and requirements, shifts completed with its manager,
// whether its manager starred them), scored with the current model.
import { sql } from 'drizzle-orm';
import { type MatchWeights, scoreMatch } from '../../shared/domain/match-score';
import type { OpenShiftsPageDto } from '../../shared/marketplace/types';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import { rowsOf } from '../db/rows';
import { managerFactsSql, type WorkerListFacts, type WorkerOwnFacts } from './load-match-facts';

/** Per shift id: completed shifts with its manager and whether its manager starred the worker. One query. */
export async function loadShiftSides(ctx: AppContext, workerId: string, shiftIds: string[]) {
  const ids = shiftIds.filter(isUuid);
  const sides = new Map<string, { completedHere: number; favourite: boolean }>();
  if (ids.length === 0) return sides;
  const { worked, starred } = managerFactsSql(workerId);
  const result = await ctx.db.execute(sql`
    select s.id, coalesce(w.n, 0) as completed_here, (f.manager_id is not null) as favourite
    from shifts s
    left join ${worked} w on w.manager_id = s.manager_id
    left join ${starred} f on f.manager_id = s.manager_id
    where s.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])`);
  for (const row of rowsOf(result))
    sides.set(String(row.id), {
      completedHere: Number(row.completed_here ?? 0),
      favourite: row.favourite === true,
    });
  return sides;
}

/**
 * loadShiftSides's answer from the worker's list facts (loadWorkerListFacts, already read), without a statement: the
 * same two figures per shift, by its manager.
 */
export function shiftSidesFromFacts(
  facts: Pick<WorkerListFacts, 'completedWith' | 'starredBy'>,
  shifts: readonly { id: string; managerId: string }[],
): Awaited<ReturnType<typeof loadShiftSides>> {
  return new Map(
    shifts.map((shift) => [
      shift.id,
      {
        completedHere: facts.completedWith.get(shift.managerId) ?? 0,
        favourite: facts.starredBy.has(shift.managerId),
      },
    ]),
  );
}

/** The page with each shift's `match` for this worker (null for a shift gone meanwhile). */
export async function withOpenShiftMatches(
  ctx: AppContext,
  workerId: string,
  own: WorkerOwnFacts,
  model: MatchWeights,
  page: OpenShiftsPageDto,
  /** The page's shift sides when the caller loaded them already (alongside the page itself). */
  loaded?: Awaited<ReturnType<typeof loadShiftSides>>,
): Promise<OpenShiftsPageDto> {
  const sides =
    loaded ??
    (await loadShiftSides(
      ctx,
      workerId,
      page.shifts.map((shift) => shift.id),
    ));
  return {
    ...page,
    shifts: page.shifts.map((shift) => {
      const side = sides.get(shift.id);
      const facts = side && {
        ...own,
        ...side,
        positionTitle: shift.positionTitle,
        requirements: shift.requirements,
      };
      return { ...shift, match: facts ? scoreMatch(facts, model, 'worker') : null };
    }),
  };
}
