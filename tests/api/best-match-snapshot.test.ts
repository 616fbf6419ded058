// 'Best match' ranked in memory (docs/decisions/018-match-score.md, "Sorting"): on random data, the snapshot's pages
// are the SQL order's pages (same shifts, scores and cursors, no repeats or skips), the JS visibility rule agrees with
// shiftVisibleToWorkerSql for every (worker, shift), and the snapshot follows committed changes.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { blocks, favourites, shiftApplications, shifts, talentProfiles } from '../../src/server/db/schema';
import { loadWorkerListFacts } from '../../src/server/match/load-match-facts';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../src/server/seed/factories/shifts';
import { shiftVisibleToWorker, shiftVisibleToWorkerSql } from '../../src/server/trust/visibility-sql';
import { SKILL_OPTIONS } from '../../src/shared/constants';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const t = testAppForFile();
type Account = { userId: string; token: string };
type Page = {
  shifts: { id: string; match: { score: number; reasons: string[] } | null }[];
  nextCursor: string | null;
};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = [
  'Brunch Server',
  'Cashier',
  'Host',
  'Barista',
  'Food Runner',
  'Greeter and hostess',
  'Sales associate',
];
const REQUIREMENTS = [
  null,
  'Food prep experience',
  'Cashier or greeter welcome',
  'Fitting rooms, manager on site',
  '',
];

const managers: Account[] = [];
const workers: Account[] = [];

async function seed() {
  const rnd = random(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  for (let i = 0; i < 4; i++) managers.push(await createManager(t.ctx));
  for (let i = 0; i < 5; i++) {
    const worker = await createTalent(t.ctx);
    const skills = SKILL_OPTIONS.filter(() => rnd() < 0.3);
    await t.ctx.db.update(talentProfiles).set({ skills }).where(eq(talentProfiles.userId, worker.userId));
    workers.push(worker);
  }
  // 45 shifts over 6 days, two start times: many equal sums and equal starts, so the tie-breaks are exercised.
  for (let i = 0; i < 45; i++) {
    const manager = pick(managers);
    const shift = await createShift(t.ctx, manager.userId, {
      positionTitle: pick(TITLES),
      requirements: pick(REQUIREMENTS) ?? undefined,
      shiftDate: dayFromToday(2 + (i % 6)),
      startTime: rnd() < 0.5 ? '09:00' : '14:00',
      endTime: '18:00',
    });
    const until = rnd();
    if (until < 0.2)
      await t.ctx.db
        .update(shifts)
        .set({
          favouritesFirstUntil: new Date(t.ctx.now().getTime() + (until < 0.1 ? 3_600_000 : -3_600_000)),
        })
        .where(eq(shifts.id, shift.id));
    // Past bookings with this manager: 'worked here' 1 to 3 times.
    if (rnd() < 0.3)
      await t.ctx.db.insert(shiftApplications).values({
        shiftId: shift.id,
        workerId: pick(workers).userId,
        status: 'completed',
        completedAt: t.ctx.now(),
      });
  }
  for (const manager of managers)
    for (const worker of workers) {
      const x = rnd();
      if (x < 0.3)
        await t.ctx.db.insert(favourites).values({ managerId: manager.userId, workerId: worker.userId });
      else if (x < 0.36)
        await t.ctx.db.insert(blocks).values({ blockerId: manager.userId, blockedId: worker.userId });
      else if (x < 0.42)
        await t.ctx.db.insert(blocks).values({ blockerId: worker.userId, blockedId: manager.userId });
    }
}

/** Every page of a worker's 'Best match' list, with the cursor that led to each next page. */
async function allPages(worker: Account, limit: number) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/shifts/open?sort=best&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: Page = expectStatus<Page>(await client(t, worker).get(query), 200);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe("'Best match' from the in-memory snapshot", () => {
  it('gives the SQL order page for page (shifts, scores, cursors), without repeats or skips', async () => {
    await seed();
    // Without the change listener there is no snapshot: the SQL order answers.
    expect(t.ctx.services.openShiftsCache.armed).toBe(false);
    const fromSql = new Map<string, Page[]>();
    for (const worker of workers) fromSql.set(worker.userId, await allPages(worker, 7));
    await t.ctx.services.openShiftsCache.start();
    expect(t.ctx.services.openShiftsCache.armed).toBe(true);
    for (const worker of workers) {
      const inMemory = await allPages(worker, 7);
      expect(inMemory).toEqual(fromSql.get(worker.userId));
      const ids = inMemory.flatMap((page) => page.shifts.map((shift) => shift.id));
      expect(new Set(ids).size).toBe(ids.length);
      // Every shift the worker may see, and only those ('Soonest' lists them all).
      const soonest = expectStatus<Page>(
        await client(t, worker).get('/api/shifts/open?sort=soonest&limit=50'),
        200,
      );
      expect([...ids].sort()).toEqual(soonest.shifts.map((shift) => shift.id).sort());
    }
    // The random data did exercise the rule: some shift is hidden from some worker.
    const visibleCounts = await Promise.all(
      workers.map(async (w) => (await allPages(w, 50))[0]!.shifts.length),
    );
    expect(Math.min(...visibleCounts)).toBeLessThan(45);
  });

  it('decides visibility as shiftVisibleToWorkerSql does, for every worker and shift', async () => {
    const now = t.ctx.now();
    const all = await t.ctx.db.select().from(shifts);
    for (const worker of workers) {
      const facts = (await loadWorkerListFacts(t.ctx.db, worker.userId, now))!;
      const visible = new Set(
        (
          await t.ctx.db
            .select({ id: shifts.id })
            .from(shifts)
            .where(shiftVisibleToWorkerSql(worker.userId, now))
        ).map((row) => row.id),
      );
      for (const shift of all)
        expect(shiftVisibleToWorker(shift, facts, now), shift.id).toBe(visible.has(shift.id));
    }
  });

  it('follows committed changes: a new shift appears within the rebuild, a closed one leaves at once', async () => {
    const worker = workers[0]!;
    const ids = async () =>
      (await allPages(worker, 50)).flatMap((page) => page.shifts.map((shift) => shift.id));
    const created = await createShift(t.ctx, managers[0]!.userId, {
      positionTitle: 'Night Cashier',
      shiftDate: dayFromToday(4),
    });
    // Unless this worker is blocked with that manager, the new shift shows up after the (throttled) rebuild.
    const hidden = await t.ctx.db
      .select()
      .from(blocks)
      .where(
        sql`(${blocks.blockerId} = ${worker.userId} and ${blocks.blockedId} = ${managers[0]!.userId}) or (${blocks.blockedId} = ${worker.userId} and ${blocks.blockerId} = ${managers[0]!.userId})`,
      );
    if (hidden.length === 0)
      await vi.waitFor(async () => expect(await ids()).toContain(created.id), {
        timeout: 5000,
        interval: 50,
      });
    const [shown] = await ids();
    await t.ctx.db.update(shifts).set({ status: 'closed' }).where(eq(shifts.id, shown!));
    // The page's rows are read again with the listing's conditions: gone before any rebuild.
    expect(await ids()).not.toContain(shown);
  });
});
