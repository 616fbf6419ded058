// 'Best match' on both sides (docs/decisions/018-match-score.md; product-next §6): the manager's applicants with
// their scores, reasons and the newcomer place, and the signed-in worker's open shifts, paged stably.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, favourites, shiftApplications, shifts, talentProfiles } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../src/server/seed/factories/shifts';
import { NEWCOMER_REASON } from '../../src/shared/domain/match-score';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const t = testAppForFile();
type Talent = Awaited<ReturnType<typeof createTalent>>;
type Applicant = { workerId: string; match: { score: number; reasons: string[]; newcomer: boolean } };
type OpenShift = { id: string; startsAt: string; match: { score: number; reasons: string[] } | null };

const profile = (worker: Talent, values: Partial<typeof talentProfiles.$inferInsert>) =>
  t.ctx.db.update(talentProfiles).set(values).where(eq(talentProfiles.userId, worker.userId));

/** `count` completed bookings of `worker` on new shifts of `managerId`. */
async function completedWith(managerId: string, worker: Talent, count: number) {
  for (let i = 0; i < count; i++) {
    const shift = await createShift(t.ctx, managerId, { shiftDate: dayFromToday(20 + i) });
    await t.ctx.db.insert(shiftApplications).values({
      shiftId: shift.id,
      workerId: worker.userId,
      status: 'completed',
      completedAt: t.ctx.now(),
    });
  }
}

describe("GET /api/shifts/:id/applications: 'Best match'", () => {
  let boss: Awaited<ReturnType<typeof createManager>>;
  let shiftId: string;
  const w: Record<string, Talent> = {};
  beforeAll(async () => {
    boss = await createManager(t.ctx);
    const shift = await createShift(t.ctx, boss.userId, {
      positionTitle: 'Brunch Server',
      requirements: 'Food runner experience welcome.',
    });
    shiftId = shift.id;
    for (const name of ['veteran', 'cashier', 'newcomer', 'runner', 'regular'])
      w[name] = await createTalent(t.ctx, { name });
    await profile(w.veteran!, {
      skills: ['Server/Waitstaff'],
      years: '6+',
      averageRating: '4.80',
      ratingCount: 12,
      shiftsCompleted: 20,
      approved: true,
    });
    await profile(w.cashier!, { skills: ['Cashier'], years: '0-1', shiftsCompleted: 10, approved: true });
    await profile(w.newcomer!, { skills: ['Cashier'], years: '0-1', shiftsCompleted: 0, approved: true });
    await profile(w.runner!, { skills: ['Food runner'], years: '2-3', shiftsCompleted: 9, approved: true });
    await profile(w.regular!, {
      skills: ['Greeter'],
      years: '2-3',
      averageRating: '4.00',
      ratingCount: 4,
      shiftsCompleted: 5,
      approved: true,
    });
    await t.ctx.db.insert(favourites).values({ managerId: boss.userId, workerId: w.cashier!.userId });
    await completedWith(boss.userId, w.regular!, 2);
    // Applied in this order; 'Newest' is the reverse.
    for (const name of ['veteran', 'cashier', 'newcomer', 'runner', 'regular'])
      expectStatus(await client(t, w[name]!).post(`/api/shifts/${shiftId}/applications`), 201);
  });

  const list = async (query = '') =>
    expectStatus<{ applications: Applicant[] }>(
      await client(t, boss).get(`/api/shifts/${shiftId}/applications${query}`),
      200,
    ).applications;
  const nameOf = (a: Applicant) => Object.keys(w).find((name) => w[name]!.userId === a.workerId);

  it('ranks by score with reasons naming real facts, and gives the vetted newcomer a place in the first three', async () => {
    const ranked = await list();
    expect(ranked.map(nameOf)).toEqual(['veteran', 'cashier', 'newcomer', 'regular', 'runner']);
    const others = ranked.filter((a) => !a.match.newcomer).map((a) => a.match.score);
    expect(others).toEqual([...others].sort((a, b) => b - a));
    const [veteran, cashier, newcomer, regular, runner] = ranked;
    expect(veteran!.match.reasons).toEqual([
      'Has the Server/Waitstaff skill',
      '6+ years of experience',
      '4.8 from 12 ratings',
    ]);
    expect(runner!.match.reasons[0]).toBe('Has the Food runner skill');
    expect(newcomer!.match).toMatchObject({ newcomer: true });
    expect(newcomer!.match.reasons[0]).toBe(NEWCOMER_REASON);
    expect(newcomer!.match.score).toBeLessThan(cashier!.match.score);
    expect(cashier!.match.reasons).toContain('Your favourite');
    expect(regular!.match.reasons).toContain('Worked here twice');
    expect(ranked.filter((a) => a.match.newcomer)).toHaveLength(1);
    expect(await list('?sort=best')).toEqual(ranked);
  });

  it("'Newest' lists the latest application first, with the same scores", async () => {
    const newest = await list('?sort=newest');
    expect(newest.map(nameOf)).toEqual(['regular', 'runner', 'newcomer', 'cashier', 'veteran']);
    const best = await list();
    for (const a of newest)
      expect(a.match.score).toBe(best.find((b) => b.workerId === a.workerId)!.match.score);
  });

  it('answers 400 to an unknown sort', async () => {
    const res = await client(t, boss).get(`/api/shifts/${shiftId}/applications?sort=rating`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Sort must be 'best' or 'newest'");
  });
});

describe("GET /api/shifts/open: a signed-in worker's 'Best match'", () => {
  let worker: Talent;
  let starred: string;
  beforeAll(async () => {
    const boss = await createManager(t.ctx);
    const fan = await createManager(t.ctx);
    worker = await createTalent(t.ctx, { name: 'Sam Server' });
    await profile(worker, { skills: ['Server/Waitstaff', 'Food runner'], years: '4-5' });
    await t.ctx.db.insert(favourites).values({ managerId: fan.userId, workerId: worker.userId });
    const titles = ['Cashier', 'Server', 'Greeter', 'Food runner', 'Host', 'Server'];
    for (const [i, positionTitle] of titles.entries())
      await createShift(t.ctx, boss.userId, {
        positionTitle,
        requirements: 'Smile.',
        shiftDate: dayFromToday(2 + i),
      });
    starred = (
      await createShift(t.ctx, fan.userId, {
        positionTitle: 'Stock',
        requirements: null,
        shiftDate: dayFromToday(9),
      })
    ).id;
  });

  const page = async (query: string, who: Talent | null = worker) =>
    expectStatus<{ shifts: OpenShift[]; nextCursor: string | null }>(
      await client(t, who).get(`/api/shifts/open?${query}`),
      200,
    );

  it('orders by match (default) with reasons, and by start on request', async () => {
    const best = (await page('limit=50')).shifts;
    const scores = best.map((s) => s.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(best[0]!.match!.reasons[0]).toBe('Matches your Server/Waitstaff and Food runner skills');
    expect(best.find((s) => s.id === starred)!.match!.reasons).toContain('This business starred you');
    const soonest = (await page('limit=50&sort=soonest')).shifts;
    expect(soonest.map((s) => s.startsAt)).toEqual([...soonest.map((s) => s.startsAt)].sort());
    expect(new Set(soonest.map((s) => s.id))).toEqual(new Set(best.map((s) => s.id)));
    expect(soonest.every((s) => s.match !== null)).toBe(true);
  });

  it('pages stably: the pages of two put together are the one long page', async () => {
    const all = (await page('limit=50')).shifts.map((s) => s.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body = await page(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.shifts.map((s) => s.id));
      cursor = body.nextCursor;
    } while (cursor && seen.length < 100);
    expect(seen).toEqual(all);
  });

  it('leaves out the shifts of a business hidden either way, and a running Favourites first window of another', async () => {
    const hidden = await createManager(t.ctx);
    const windowed = await createManager(t.ctx);
    const gone = await createShift(t.ctx, hidden.userId, {
      positionTitle: 'Server',
      shiftDate: dayFromToday(3),
    });
    const early = await createShift(t.ctx, windowed.userId, {
      positionTitle: 'Server',
      shiftDate: dayFromToday(3),
    });
    await t.ctx.db.insert(blocks).values({ blockerId: worker.userId, blockedId: hidden.userId });
    await t.ctx.db
      .update(shifts)
      .set({ favouritesFirstUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(shifts.id, early.id));
    const ids = (await page('limit=50')).shifts.map((s) => s.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(early.id);
    expect(ids).toContain(starred);
  });

  it('keeps anonymous callers on the soonest list without scores; a bad sort or cursor is a 400', async () => {
    const anonymous = (await page('limit=50&sort=best', null)).shifts;
    expect(anonymous.every((s) => s.match === null)).toBe(true);
    expect(anonymous.map((s) => s.startsAt)).toEqual([...anonymous.map((s) => s.startsAt)].sort());
    for (const query of [
      'sort=rating',
      'cursor=nonsense',
      `cursor=1.5~${Buffer.from('x|y').toString('base64url')}`,
    ])
      expect((await client(t, worker).get(`/api/shifts/open?${query}`)).statusCode).toBe(400);
  });
});
