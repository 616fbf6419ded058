import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FAVOURITES_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import type { FavouritesPageDto } from '../../../shared/schemas/responses/favourites';
import type { AppContext } from '../../context';
import { favourites, shiftApplications, talentProfiles } from '../../db/schema';
import { notFoundUnlessUuid } from '../../lib/app-error';
import { decodeCursor, keysetPage } from '../../lib/keyset-cursor';
import { countsAsWorkedHereSql } from '../../match/worked-here-sql';
import { avatarUrl } from '../../storage/avatar-storage';
import { blockedEitherWaySql } from '../../trust/visibility-sql';

export const FAVOURITES_PAGE_SIZE = 20;

const FAVOURITE_BOOKING = alias(shiftApplications, 'tb_a');

const uuidParam = (id: string) => sql`${id}::uuid`;

/** The worker applied to (or worked for) one of the manager's shifts: only they can be starred. */
export const appliedToManagerSql = (managerId: string, workerId: string) =>
  sql`exists (select 1 from "shift_applications" tb_a join "shifts" tb_s on tb_s."id" = tb_a."shift_id" where tb_s."manager_id" = ${uuidParam(managerId)} and tb_a."worker_id" = ${uuidParam(workerId)})`;

/**
 * Whether the manager may star the worker: they applied to or worked for this manager, and no block stands between
 * them. Anything else, a malformed id included, is the same 404, so the answer tells nothing about other accounts.
 */
async function requireStarrable(ctx: AppContext, managerId: string, workerId: string) {
  const notFound = notFoundUnlessUuid(workerId, FAVOURITES_MESSAGES.workerNotFound);
  const result = await ctx.db.execute<{ ok: boolean }>(
    sql`select (${appliedToManagerSql(managerId, workerId)} and not ${blockedEitherWaySql(uuidParam(managerId), uuidParam(workerId))}) as ok`,
  );
  if (!result.rows[0]?.ok) throw notFound;
}

/** Star (PUT): idempotent, a second star changes nothing. */
export async function starWorker(ctx: AppContext, managerId: string, workerId: string) {
  await requireStarrable(ctx, managerId, workerId);
  await ctx.db.insert(favourites).values({ managerId, workerId, createdAt: ctx.now() }).onConflictDoNothing();
  return { workerId, favourite: true };
}

/** Unstar (DELETE): idempotent; the same 404 as starring for a worker the manager could not star. */
export async function unstarWorker(ctx: AppContext, managerId: string, workerId: string) {
  const _notFound = notFoundUnlessUuid(workerId, FAVOURITES_MESSAGES.workerNotFound);
  const removed = await ctx.db
    .delete(favourites)
    .where(and(eq(favourites.managerId, managerId), eq(favourites.workerId, workerId)))
    .returning({ workerId: favourites.workerId });
  if (removed.length === 0) await requireStarrable(ctx, managerId, workerId);
  return { workerId, favourite: false };
}

/**
 * The manager's 'Favourites' page, newest star first, keyset-paginated on (created_at, worker_id). A blocked pair is
 * left out (blocks win over stars).
 */
export async function listFavourites(
  ctx: AppContext,
  managerId: string,
  options: { cursor?: string; limit?: number },
): Promise<FavouritesPageDto> {
  const limit = options.limit ?? FAVOURITES_PAGE_SIZE;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await ctx.db
    .select({
      workerId: favourites.workerId,
      createdAt: favourites.createdAt,
      name: talentProfiles.name,
      avatarKey: talentProfiles.avatarKey,
      skills: talentProfiles.skills,
      averageRating: talentProfiles.averageRating,
      ratingCount: talentProfiles.ratingCount,
      // The bookings the match's 'Worked here' counts (countsAsWorkedHereSql), so both say the same number.
      shiftsWorked: sql<number>`(select count(*)::int from "shift_applications" tb_a join "shifts" tb_s on tb_s."id" = tb_a."shift_id" where tb_s."manager_id" = "favourites"."manager_id" and tb_a."worker_id" = "favourites"."worker_id" and ${countsAsWorkedHereSql(FAVOURITE_BOOKING)})`,
    })
    .from(favourites)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, favourites.workerId))
    .where(
      and(
        eq(favourites.managerId, managerId),
        sql`not ${blockedEitherWaySql(sql`"favourites"."manager_id"`, sql`"favourites"."worker_id"`)}`,
        after
          ? sql`("favourites"."created_at", "favourites"."worker_id") < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.workerId))
    .limit(limit + 1);
  const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.createdAt, id: row.workerId }));
  return {
    favourites: page.map((row) => ({
      workerId: row.workerId,
      name: row.name ?? 'Worker',
      avatarUrl: avatarUrl(row.avatarKey ?? null),
      skills: row.skills ?? [],
      shiftsWorkedWithYou: Number(row.shiftsWorked),
      rating: {
        average:
          row.ratingCount && row.averageRating != null
            ? Math.round(Number(row.averageRating) * 10) / 10
            : null,
        count: row.ratingCount ?? 0,
      },
      starredAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
