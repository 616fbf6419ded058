// 'Best match' on the signed-in worker's open shifts (docs/decisions/018-match-score.md, "Sorting"). The score is
// monotone in the linear sum, and the worker's own features (rating, reliability, years, answer speed) add the same
// amount to every shift, so the order is that of the per-shift part alone: skills found in the shift's position and
// requirements, shifts completed with its manager, the manager's star. PostgreSQL computes it and pages with a keyset
// cursor on (that sum, start, id), so page 50 costs what page 1 costs and a page never repeats or skips a shift.
import { type SQL, sql } from 'drizzle-orm';
import { type MatchWeights, skillParts } from '../../shared/domain/match-score';
import type { AppContext } from '../context';
import { rowsOf } from '../db/rows';
import { shifts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { shiftCanTakeWorkerSql } from '../open-shifts/shift-availability-sql';
import { shiftVisibleToWorkerSql } from '../trust/visibility-sql';
import { managerFactsSql } from './load-match-facts';
import { workedHereFeatureSql } from './worked-here-sql';

type Row = { id: string; starts_at: string | Date; key: string };

/** The skills feature (matchFeatures' `skills`) as SQL over the lower-cased title `x.t` and requirements `x.r`. */
export function skillsFeatureSql(skills: readonly string[]): SQL {
  const found = (text: SQL, parts: string[]) =>
    sql.join(
      parts.map((part) => sql`strpos(${text}, ${part}) > 0`),
      sql` or `,
    );
  const withParts = [...new Set(skills)].map(skillParts).filter((parts) => parts.length > 0);
  if (withParts.length === 0) return sql`0`;
  const inTitle = withParts.map((parts) => sql`(${found(sql`x.t`, parts)})`);
  const anywhere = withParts.map((parts, i) => sql`(${inTitle[i]} or ${found(sql`x.r`, parts)})::int`);
  return sql`least(1, 0.6 * (${sql.join(inTitle, sql` or `)})::int + 0.2 * (${sql.join(anywhere, sql` + `)}))`;
}

/** A best-match cursor: the last row's sum, then the usual (start, id) keyset cursor. */
export function decodeBestCursor(value: string): { key: string; at: Date; id: string } {
  const [key, rest] = value.split('~');
  if (!key || !rest || !/^-?\d{1,6}(\.\d{1,6})?$/.test(key))
    throw new AppError('BAD_REQUEST', 'Invalid cursor', { field: 'cursor' });
  return { key, ...decodeCursor(rest) };
}

/** One page of shift ids for this worker in 'Best match' order, and the cursor after it. */
export async function listBestMatchShiftIds(
  ctx: AppContext,
  input: { workerId: string; skills: readonly string[]; model: MatchWeights; cursor?: string; limit: number },
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const { workerId, model, limit } = input;
  const now = ctx.now();
  const after = input.cursor ? decodeBestCursor(input.cursor) : null;
  const { worked, starred } = managerFactsSql(workerId);
  const w = model.weights;
  const sum = sql`round((${w.skills}::float8 * ${skillsFeatureSql(input.skills)}
    + ${w.workedHere}::float8 * ${workedHereFeatureSql(sql`coalesce(wk.n, 0)`)}
    + ${w.favourite}::float8 * (f.manager_id is not null)::int)::numeric, 6)`;
  const result = await ctx.db.execute(sql`
    select q.id, q.starts_at, q.key::text as key from (
      select x.id, x.starts_at, ${sum} as key
      from (
        -- The texts lower-cased once per shift (OFFSET 0 keeps PostgreSQL from inlining them into every strpos).
        select ${shifts.id} as id, ${shifts.startsAt} as starts_at, ${shifts.managerId} as manager_id,
          lower(${shifts.positionTitle}) as t, lower(coalesce(${shifts.requirements}, '')) as r
        from ${shifts}
        where ${shiftCanTakeWorkerSql(now)} and ${shiftVisibleToWorkerSql(workerId, now)}
        offset 0
      ) x
      left join ${worked} wk on wk.manager_id = x.manager_id
      left join ${starred} f on f.manager_id = x.manager_id
    ) q
    ${
      after
        ? sql`where q.key < ${after.key}::numeric or (q.key = ${after.key}::numeric
            and (q.starts_at, q.id) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid))`
        : sql``
    }
    order by q.key desc, q.starts_at asc, q.id asc
    limit ${limit + 1}`);
  const rows = rowsOf(result) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    ids: page.map((row) => row.id),
    nextCursor:
      rows.length > limit && last
        ? `${last.key}~${encodeCursor({ at: new Date(last.starts_at), id: last.id })}`
        : null,
  };
}
