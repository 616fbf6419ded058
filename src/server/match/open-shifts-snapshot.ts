// The bookable open shifts kept in memory for 'Best match' (docs/decisions/018-match-score.md, "Sorting"): what the
// order needs of each shift (start, manager, 'Favourites first' window, and which of SKILL_OPTIONS its title and its
// texts name, as two bitmasks), so a worker's list is ranked in JS instead of scanning every open shift per request.
// Rebuilt after a committed change to `shifts` (the open-shifts cache's NOTIFY signal, so every instance hears every
// change), at most once per second; shifts whose start has passed are dropped at read.
import { SKILL_OPTIONS } from '../../shared/constants';
import { matchingSkills } from '../../shared/domain/match-score';
import type { AppContext } from '../context';
import { shifts } from '../db/schema';
import type { OpenShiftsCache } from '../open-shifts/open-shifts-cache';
import { shiftCanTakeWorkerSql } from '../open-shifts/shift-availability-sql';

export type SnapshotShift = {
  id: string;
  startsAt: number;
  managerId: string;
  /** The manager's place in OpenShiftsSnapshot.managers (per-manager facts are read from arrays by it). */
  manager: number;
  /** When the 'Favourites first' window ends (epoch ms), or null. */
  favouritesFirstUntil: number | null;
  /** Bit i: SKILL_OPTIONS[i] is named in the position title. */
  titleMask: number;
  /** Bit i: SKILL_OPTIONS[i] is named in the title or the requirements. */
  anyMask: number;
};

/** The shifts soonest first, from `from` on (those before have started), and the distinct managers. */
export type OpenShiftsSnapshot = {
  shifts: readonly SnapshotShift[];
  from: number;
  managers: readonly string[];
};

/** At most one rebuild per this many milliseconds, however many changes arrive. */
export const SNAPSHOT_MIN_INTERVAL_MS = 1000;

/** The skill bitmasks of one shift, by the score's own rule (matchingSkills), so the two cannot disagree. */
export function shiftSkillMasks(positionTitle: string, requirements: string | null) {
  const { inTitle, inRequirements } = matchingSkills({
    positionTitle,
    requirements,
    skills: [...SKILL_OPTIONS],
  });
  const mask = (names: string[]) =>
    names.reduce((bits, name) => bits | (1 << SKILL_OPTIONS.indexOf(name as never)), 0);
  const titleMask = mask(inTitle);
  return { titleMask, anyMask: titleMask | mask(inRequirements) };
}

async function loadSnapshot(ctx: AppContext): Promise<Omit<OpenShiftsSnapshot, 'from'>> {
  const rows = await ctx.db
    .select({
      id: shifts.id,
      startsAt: shifts.startsAt,
      managerId: shifts.managerId,
      favouritesFirstUntil: shifts.favouritesFirstUntil,
      positionTitle: shifts.positionTitle,
      requirements: shifts.requirements,
    })
    .from(shifts)
    .where(shiftCanTakeWorkerSql(ctx.now()));
  const managers = new Map<string, number>();
  const shiftsSoonestFirst = rows
    .map((row) => {
      let manager = managers.get(row.managerId);
      if (manager === undefined) {
        manager = managers.size;
        managers.set(row.managerId, manager);
      }
      return {
        id: row.id,
        startsAt: row.startsAt.getTime(),
        managerId: row.managerId,
        manager,
        favouritesFirstUntil: row.favouritesFirstUntil?.getTime() ?? null,
        ...shiftSkillMasks(row.positionTitle, row.requirements),
      };
    })
    .sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { shifts: shiftsSoonestFirst, managers: [...managers.keys()] };
}

type Holder = {
  shifts: Omit<OpenShiftsSnapshot, 'from'> | null;
  dirty: boolean;
  building: Promise<void> | null;
  lastBuildAt: number;
  timer: NodeJS.Timeout | null;
  build: () => Promise<void>;
};

const holders = new WeakMap<OpenShiftsCache, Holder>();

function holderFor(ctx: AppContext): Holder {
  const cache = ctx.services.openShiftsCache;
  const existing = holders.get(cache);
  if (existing) return existing;
  const holder: Holder = {
    shifts: null,
    dirty: true,
    building: null,
    lastBuildAt: 0,
    timer: null,
    build: () => build(),
  };
  // A rebuild runs when a change arrives, but not sooner than a second after the previous one (a burst of posts
  // costs one rebuild); throttled on the process's own clock, not the product clock tests move.
  const build = () => {
    holder.timer = null;
    holder.dirty = false;
    holder.lastBuildAt = performance.now();
    holder.building = loadSnapshot(ctx).then(
      (loaded) => {
        holder.shifts = loaded;
        holder.building = null;
        if (holder.dirty) schedule();
      },
      (error) => {
        holder.building = null;
        holder.dirty = true;
        throw error;
      },
    );
    return holder.building;
  };
  const schedule = () => {
    if (holder.timer || holder.building) return;
    const wait = Math.max(0, holder.lastBuildAt + SNAPSHOT_MIN_INTERVAL_MS - performance.now());
    holder.timer = setTimeout(() => void build().catch(() => {}), wait);
    holder.timer.unref();
  };
  cache.onChange(() => {
    holder.dirty = true;
    if (holder.shifts) schedule();
  });
  holders.set(cache, holder);
  return holder;
}

/**
 * The bookable open shifts, soonest first, for a list read at `ctx.now()`; null while the change signal is not up
 * (tests without `start()`, `OPEN_SHIFTS_CACHE_MS=0`, LISTEN failing) or the first load failed: the caller then
 * orders in SQL. A copy may be up to about a second behind a change; the page's rows are read again by id through the
 * listing's own conditions, so a shift closed, filled or hidden meanwhile is never shown.
 */
export async function readOpenShiftsSnapshot(ctx: AppContext): Promise<OpenShiftsSnapshot | null> {
  if (!ctx.services.openShiftsCache.armed) return null;
  const holder = holderFor(ctx);
  if (!holder.shifts) {
    try {
      await (holder.building ?? holder.build());
    } catch {
      return null;
    }
  }
  // A rebuild for the latest change is running (tens of milliseconds): wait for it rather than answer without that
  // change. Only a change within a second of the previous rebuild waits for the next one (and is not shown yet).
  if (holder.building && !holder.dirty) await holder.building.catch(() => {});
  const loaded = holder.shifts;
  if (!loaded) return null;
  const now = ctx.now().getTime();
  // Soonest first: the shifts already started are a prefix.
  let from = 0;
  while (from < loaded.shifts.length && loaded.shifts[from]!.startsAt <= now) from++;
  return { ...loaded, from };
}
