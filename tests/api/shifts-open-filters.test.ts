// The filters of GET /api/shifts/open (docs/product/shifts.md, "Filters"): date, position and minimum pay, in SQL,
// and distance from a ZIP code, with the keyset cursor; anonymous filtered pages bypass the cache; bad input is a 400 with a message.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { managerAccounts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../src/server/seed/factories/shifts';
import { FILTER_MESSAGES } from '../../src/shared/marketplace/open-shift-filters';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const t = testAppForFile();

type Listed = {
  id: string;
  shiftDate: string;
  positionTitle: string;
  hourlyRateCents: number;
  match: unknown;
};

/** Every page of a query, following the cursor, as the list of shifts. */
async function allPages(who: Parameters<typeof client>[1], query: string): Promise<Listed[]> {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const url: string = `/api/shifts/open?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const body: { shifts: Listed[]; nextCursor: string | null } = expectStatus(
      await client(t, who).get(url),
      200,
    );
    seen.push(...body.shifts);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

describe('GET /api/shifts/open with filters', () => {
  const made: Record<string, string> = {};
  let worker: Awaited<ReturnType<typeof createTalent>>;
  beforeAll(async () => {
    const boss = await createManager(t.ctx);
    worker = await createTalent(t.ctx);
    // Distinct starts, so soonest-first has one order.
    const rows: [string, number, string, string, string][] = [
      ['cashierSoon', 2, '08:00', 'Cashier', '16.00'],
      ['serverSoon', 2, '10:00', 'Head Server', '22.00'],
      ['waitstaffLater', 6, '08:00', 'Waitstaff (brunch)', '19.00'],
      ['greeterLater', 6, '10:00', 'Greeter', '25.00'],
      ['serverFar', 20, '09:00', 'Banquet server', '30.00'],
    ];
    for (const [key, days, startTime, positionTitle, hourlyRate] of rows) {
      const shiftDate = dayFromToday(days);
      made[key] = (
        await createShift(t.ctx, boss.userId, { shiftDate, startTime, positionTitle, hourlyRate })
      ).id;
    }
  });

  it('narrows by position, with the words "Best match" finds a skill by, across pages in soonest order', async () => {
    const ids = (await allPages(null, 'position=Server%2FWaitstaff')).map((s) => s.id);
    expect(ids).toEqual([made.serverSoon, made.waitstaffLater, made.serverFar]);
  });

  it('narrows by minimum hourly pay in dollars, the rate itself included', async () => {
    const listed = await allPages(null, 'minPay=22');
    expect(listed.map((s) => s.id)).toEqual([made.serverSoon, made.greeterLater, made.serverFar]);
    expect(listed.every((s) => s.hourlyRateCents >= 2200)).toBe(true);
  });

  it('narrows by a from-to range of the shifts’ own dates, inclusive, and combines filters (AND)', async () => {
    const range = `from=${dayFromToday(2)}&to=${dayFromToday(6)}`;
    expect((await allPages(null, range)).map((s) => s.id)).toEqual([
      made.cashierSoon,
      made.serverSoon,
      made.waitstaffLater,
      made.greeterLater,
    ]);
    expect((await allPages(null, `${range}&position=Server%2FWaitstaff&minPay=20`)).map((s) => s.id)).toEqual(
      [made.serverSoon],
    );
    expect((await allPages(null, `from=${dayFromToday(7)}`)).map((s) => s.id)).toEqual([made.serverFar]);
  });

  it("'Today' keeps only today's shifts and 'This week' none after the coming Sunday", async () => {
    expect((await allPages(null, 'date=today')).every((s) => s.shiftDate === dayFromToday(0))).toBe(true);
    const week = await allPages(null, 'date=week');
    expect(week.map((s) => s.id)).not.toContain(made.serverFar);
    expect(week.every((s) => s.shiftDate <= dayFromToday(6))).toBe(true);
  });

  it("gives a signed-in worker the filtered list soonest first, with the worker's match", async () => {
    const listed = await allPages(worker, 'position=Server%2FWaitstaff&sort=best');
    expect(listed.map((s) => s.id)).toEqual([made.serverSoon, made.waitstaffLater, made.serverFar]);
  });

  it('does not serve a filtered anonymous page from the cache of unfiltered pages', async () => {
    await allPages(null, '');
    const filtered = await allPages(null, 'minPay=29');
    expect(filtered.map((s) => s.id)).toEqual([made.serverFar]);
  });

  it('answers 400 with a message to bad filters, never 500', async () => {
    const cases: [string, string][] = [
      ['date=tomorrow', FILTER_MESSAGES.invalidDate],
      ['from=2026-02-30', FILTER_MESSAGES.invalidDay],
      ['from=next-week', FILTER_MESSAGES.invalidDay],
      [`from=${dayFromToday(5)}&to=${dayFromToday(2)}`, FILTER_MESSAGES.rangeBackwards],
      [`from=${dayFromToday(0)}&to=${dayFromToday(200)}`, FILTER_MESSAGES.rangeTooLong],
      [`date=today&from=${dayFromToday(1)}`, FILTER_MESSAGES.dateAndRange],
      ['position=Astronaut', FILTER_MESSAGES.invalidPosition],
      ['position=Other', FILTER_MESSAGES.invalidPosition],
      ['minPay=-1', FILTER_MESSAGES.invalidMinPay],
      ['minPay=lots', FILTER_MESSAGES.invalidMinPay],
      ['minPay=1e9', FILTER_MESSAGES.invalidMinPay],
    ];
    for (const [query, message] of cases) {
      const res = await client(t, null).get(`/api/shifts/open?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});

describe("GET /api/shifts/open 'Within N miles of' a ZIP code", () => {
  const made: Record<string, string> = {};
  beforeAll(async () => {
    const baltimore = await createManager(t.ctx);
    const unknown = await createManager(t.ctx);
    await t.ctx.db
      .update(managerAccounts)
      .set({ zip: null })
      .where(eq(managerAccounts.userId, unknown.userId));
    const rows: [string, string, number, string][] = [
      ['harbor', baltimore.userId, 40, '12 Harbor Street, Baltimore, MD 21202'],
      ['businessZip', baltimore.userId, 41, 'Pier 5, Inner Harbor'],
      ['washington', baltimore.userId, 42, '800 F Street NW, Washington, DC 20001-4012'],
      ['noZip', unknown.userId, 43, 'Pier 6, Inner Harbor'],
    ];
    for (const [key, managerId, days, locationAddress] of rows)
      made[key] = (
        await createShift(t.ctx, managerId, {
          shiftDate: dayFromToday(days),
          positionTitle: 'Hostess',
          locationAddress,
        })
      ).id;
  });

  type Page = {
    shifts: (Listed & { distanceMiles?: number })[];
    nextCursor: string | null;
    withoutZip?: number;
  };
  const get = async (query: string): Promise<Page> =>
    expectStatus(await client(t, null).get(`/api/shifts/open?position=Hostess&${query}`), 200);

  it("keeps shifts whose ZIP (the address's, else the business's) is within the miles, each with its distance", async () => {
    const near = await get('zip=21202&miles=10');
    expect(near.shifts.map((s) => s.id)).toEqual([made.harbor, made.businessZip]);
    expect(near.shifts.map((s) => s.distanceMiles)).toEqual([0, 0]);
    const wide = await get('zip=21202&miles=50');
    expect(wide.shifts.map((s) => s.id)).toEqual([made.harbor, made.businessZip, made.washington]);
    expect(wide.shifts[2]?.distanceMiles).toBeGreaterThan(30);
    expect(wide.shifts[2]?.distanceMiles).toBeLessThan(40);
    const capitol = await get('zip=20002&miles=5');
    expect(capitol.shifts.map((s) => s.id)).toEqual([made.washington]);
    expect(capitol.shifts[0]?.distanceMiles).toBeGreaterThan(0);
  });

  it('counts the shifts left out for want of a ZIP on the first page, and pages on with the cursor', async () => {
    expect((await get('zip=21202&miles=50')).withoutZip).toBe(1);
    const first = await get('zip=21202&miles=50&limit=2');
    expect(first.shifts.map((s) => s.id)).toEqual([made.harbor, made.businessZip]);
    const second = await get(`zip=21202&miles=50&limit=2&cursor=${first.nextCursor}`);
    expect(second.shifts.map((s) => s.id)).toEqual([made.washington]);
    expect(second.withoutZip).toBeUndefined();
    // Without a distance filter nothing is left out and no distance is given.
    const all = await get('');
    expect(all.shifts.map((s) => s.id)).toContain(made.noZip);
    expect(all.withoutZip).toBeUndefined();
    expect(all.shifts.every((s) => s.distanceMiles === undefined)).toBe(true);
  });

  it('answers 400 to a ZIP it does not know, a bad ZIP or distance, and one without the other', async () => {
    const cases: [string, string][] = [
      ['zip=00000&miles=10', FILTER_MESSAGES.unknownZip],
      ['zip=2120&miles=10', FILTER_MESSAGES.invalidZip],
      ['zip=21202&miles=0', FILTER_MESSAGES.invalidMiles],
      ['zip=21202&miles=2.5', FILTER_MESSAGES.invalidMiles],
      ['zip=21202&miles=101', FILTER_MESSAGES.invalidMiles],
      ['zip=21202', FILTER_MESSAGES.distanceNeedsBoth],
      ['miles=10', FILTER_MESSAGES.distanceNeedsBoth],
    ];
    for (const [query, message] of cases) {
      const res = await client(t, null).get(`/api/shifts/open?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});
