import { and, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { DevClockDto, DevClockMovedDto } from '../../../shared/schemas/dev-clock';
import type { AppContext } from '../../context';
import { scheduledJobs, sessions } from '../../db/schema';
import type { DevClock } from '../../lib/dev-clock';

/** Passes of the scheduler per stop on the way; a job that keeps re-queuing itself for "now" cannot hold a move. */
const PASSES_PER_STOP = 50;
/** Stops on the way (one per distinct due time); more are skipped over, and the rest runs at the end of the move. */
const MAX_STOPS = 2000;

export function devClockState(ctx: AppContext, clock: DevClock): DevClockDto {
  return { now: ctx.now().toISOString(), movedMinutes: Math.floor(clock.offsetMs / 60_000) };
}

/** One move at a time per process: a second waits for the first, then moves on from where it ended. */
const moves = new WeakMap<DevClock, Promise<unknown>>();

/**
 * 'Move time' (docs/product/development-clock.md): moves the app's clock forward by `minutes`, stopping at each
 * time a scheduled job falls due on the way and running what is due there, in order, as the passing time would
 * have. Sessions alive at the start move with the clock, so nobody is signed out by a move.
 */
export function moveTime(ctx: AppContext, clock: DevClock, minutes: number): Promise<DevClockMovedDto> {
  const previous = moves.get(clock) ?? Promise.resolve();
  const move = previous.catch(() => {}).then(() => moveNow(ctx, clock, minutes));
  moves.set(clock, move);
  return move;
}

async function moveNow(ctx: AppContext, clock: DevClock, minutes: number): Promise<DevClockMovedDto> {
  const ms = minutes * 60_000;
  const startOffset = clock.offsetMs;
  const start = ctx.now();
  const target = new Date(start.getTime() + ms);
  await ctx.db
    .update(sessions)
    .set({
      expiresAt: sql`${sessions.expiresAt} + ${`${ms} milliseconds`}::interval`,
      lastSeenAt: sql`${sessions.lastSeenAt} + ${`${ms} milliseconds`}::interval`,
      createdAt: sql`${sessions.createdAt} + ${`${ms} milliseconds`}::interval`,
    })
    .where(gt(sessions.expiresAt, start));

  let jobsRun = await runWhatIsDue(ctx);
  for (let stop = 0; stop < MAX_STOPS; stop++) {
    const next = await nextDueTime(ctx, ctx.now(), target);
    if (!next) break;
    clock.advance(next.getTime() - ctx.now().getTime());
    jobsRun += await runWhatIsDue(ctx);
  }
  // The clock ends exactly `minutes` ahead of where it was, whatever real time the way took.
  clock.advance(startOffset + ms - clock.offsetMs);
  jobsRun += await runWhatIsDue(ctx);
  return { ...devClockState(ctx, clock), jobsRun };
}

async function runWhatIsDue(ctx: AppContext): Promise<number> {
  let total = 0;
  for (let pass = 0; pass < PASSES_PER_STOP; pass++) {
    const ran = await ctx.services.scheduler.runDue();
    if (ran === 0) break;
    total += ran;
  }
  return total;
}

/** The earliest moment after `after`, up to `until`, at which a pending job becomes due (its retry wait included). */
async function nextDueTime(ctx: AppContext, after: Date, until: Date): Promise<Date | null> {
  const j = scheduledJobs;
  const dueAt = sql<Date>`greatest(${j.runAt}, coalesce(${j.lockedUntil}, ${j.runAt}))`;
  const [row] = await ctx.db
    .select({ at: min(dueAt).mapWith((v) => (v === null ? null : new Date(v))) })
    .from(j)
    .where(and(eq(j.status, 'pending'), gt(dueAt, after), lte(dueAt, until)));
  return row?.at ?? null;
}
