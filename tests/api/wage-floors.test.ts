// The minimum wage where the business is, on every day a shift covers (docs/product/pricing.md, "Wage floors"):
// posting and editing under it are refused with the floor's amount, place and date.

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, shiftApplications, shifts, wageFloors } from '../../src/server/db/schema';
import {
  raiseShiftsToWageFloors,
  tellOfComingRises,
} from '../../src/server/features/shifts/raise-to-wage-floor';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { shiftInput } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';
import { editForm } from '../support/shift-edit-form';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A rise of the kind staff add each year, far enough ahead to be tested with a moved clock.
  await t.ctx.db.insert(wageFloors).values({
    jurisdiction: 'DC',
    rateCents: 2500,
    effectiveFrom: '2099-07-01',
    sourceUrl: 'https://does.dc.gov/',
  });
});
afterAll(async () => {
  await t.close();
});

const post = (account: { token: string }, body: object) => client(t, account).post('/api/shifts', body);
const putShift = (account: { token: string }, shiftId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shifts/${shiftId}`,
    headers: { cookie: `tb_session=${account.token}` },
    payload,
  });
const DC_FLOOR = 'Hourly rate must be at least $17.95, the minimum wage in Washington, DC from July 1, 2025.';

describe('posting a shift under the wage floor', () => {
  it('refuses a Washington, DC rate a cent under $17.95, on the rate, with the rule’s words; accepts $17.95', async () => {
    const manager = await createManager(t.ctx, { state: 'DC', county: null });
    const under = await post(manager, shiftInput({ hourlyRate: '17.94' }));
    expect(under.statusCode).toBe(400);
    expect(under.json().error.fieldErrors.hourlyRate).toBe(DC_FLOOR);
    expectStatus(await post(manager, shiftInput({ hourlyRate: '17.95' })), 201);
  });

  it.each([
    [
      'montgomery',
      '17.64',
      'Hourly rate must be at least $17.65, the minimum wage in Montgomery County, Maryland from July 1, 2025.',
    ],
    [
      'howard',
      '15.99',
      'Hourly rate must be at least $16.00, the minimum wage in Howard County, Maryland from January 1, 2025.',
    ],
    [
      'other',
      '14.99',
      'Hourly rate must be at least $15.00, the minimum wage in Maryland from January 1, 2024.',
    ],
    [
      null,
      '17.64',
      'Hourly rate must be at least $17.65, the minimum wage in Montgomery County, Maryland from July 1, 2025.',
    ],
  ] as const)('in Maryland, county %s: refuses %s', async (county, rate, message) => {
    const manager = await createManager(t.ctx, { state: 'MD', county });
    const res = await post(manager, shiftInput({ hourlyRate: rate }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.hourlyRate).toBe(message);
  });

  it('holds a shift across the date of a rise to the higher figure', async () => {
    t.ctx.clock.now = new Date('2099-06-01T12:00:00Z');
    try {
      const manager = await createManager(t.ctx, { state: 'DC', county: null });
      const evening = { shiftDate: '2099-06-30', hourlyRate: '20.00' };
      expectStatus(
        await post(manager, shiftInput({ ...evening, startTime: '17:00', endTime: '21:00' })),
        201,
      );
      const overnight = await post(
        manager,
        shiftInput({ ...evening, startTime: '22:00', endTime: '02:00', overnight: true }),
      );
      expect(overnight.statusCode).toBe(400);
      expect(overnight.json().error.fieldErrors.hourlyRate).toBe(
        'Hourly rate must be at least $25.00, the minimum wage in Washington, DC from July 1, 2099.',
      );
    } finally {
      t.ctx.clock.now = null;
    }
  });
});

describe('editing a shift under the wage floor', () => {
  it('refuses lowering the rate under the floor, and leaves the shift as it was', async () => {
    const manager = await createManager(t.ctx, { state: 'DC', county: null });
    const { shift } = expectStatus(await post(manager, shiftInput({ hourlyRate: '19.00' })), 201);
    const res = await putShift(manager, shift.id, editForm(shift, { hourlyRate: '17.00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.hourlyRate).toBe(DC_FLOOR);
    const { shift: raised } = expectStatus(
      await putShift(manager, shift.id, editForm(shift, { hourlyRate: '17.95' })),
      200,
    );
    expect(raised.hourlyRateCents).toBe(1795);
  });
});

describe('GET /api/shifts/wage-floors', () => {
  it("answers the manager's place and the floors of its jurisdictions, oldest first, with their sources", async () => {
    const manager = await createManager(t.ctx, { state: 'MD', county: 'montgomery' });
    const body = expectStatus(await client(t, manager).get('/api/shifts/wage-floors'), 200);
    expect(body.place).toEqual({ state: 'MD', county: 'montgomery' });
    expect(
      body.floors.map((f: { jurisdiction: string; rateCents: number }) => [f.jurisdiction, f.rateCents]),
    ).toEqual([
      ['MD', 1500],
      ['MD-MONTGOMERY', 1765],
    ]);
    for (const floor of body.floors) expect(floor.sourceUrl).toMatch(/^https:\/\//);
  });
});

describe('a rise of the floor after shifts were posted', () => {
  it('raises the shifts still to come under it, tells the manager and the booked worker, and does it once', async () => {
    t.ctx.clock.now = new Date('2099-06-01T12:00:00Z');
    try {
      const manager = await createManager(t.ctx, { state: 'VA', county: null });
      const worker = await createTalent(t.ctx);
      const after = expectStatus(
        await post(manager, shiftInput({ shiftDate: '2099-08-10', hourlyRate: '16.00' })),
        201,
      ).shift;
      const before = expectStatus(
        await post(manager, shiftInput({ shiftDate: '2099-07-20', hourlyRate: '16.00' })),
        201,
      ).shift;
      await t.ctx.db
        .insert(shiftApplications)
        .values({ shiftId: after.id, workerId: worker.userId, status: 'accepted' });
      // Staff add Virginia's rise to $17.00 from August 1.
      await t.ctx.db.insert(wageFloors).values({
        jurisdiction: 'VA',
        rateCents: 1700,
        effectiveFrom: '2099-08-01',
        sourceUrl: 'https://www.doli.virginia.gov/',
      });

      expect(await raiseShiftsToWageFloors(t.ctx, t.ctx.now())).toBe(1);
      expect(await raiseShiftsToWageFloors(t.ctx, t.ctx.now())).toBe(0);
      const rates = await t.ctx.db
        .select({ id: shifts.id, rate: shifts.hourlyRateCents, version: shifts.version })
        .from(shifts)
        .where(inArray(shifts.id, [after.id, before.id]));
      expect(rates.find((r) => r.id === after.id)).toMatchObject({ rate: 1700, version: after.version + 1 });
      expect(rates.find((r) => r.id === before.id)).toMatchObject({ rate: 1600, version: before.version });

      const told = await t.ctx.db
        .select({ to: notifications.recipientId, title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(inArray(notifications.recipientId, [manager.userId, worker.userId]));
      const why = '$17.00 an hour, the minimum wage in Virginia from August 1, 2099 (it was $16.00)';
      expect(told).toEqual(
        expect.arrayContaining([
          {
            to: manager.userId,
            title: 'Pay raised to the minimum wage',
            message: expect.stringContaining(`is now ${why}. Nothing else changed.`),
          },
          {
            to: worker.userId,
            title: 'Your pay went up',
            message: expect.stringContaining(`is now ${why}. You do not need to confirm again.`),
          },
        ]),
      );
      expect(told.filter((n) => n.title === 'Your pay went up')).toHaveLength(1);
    } finally {
      t.ctx.clock.now = null;
    }
  });
});

describe('a coming rise, 30 days before it', () => {
  it('tells each business where it applies once, and no other', async () => {
    const now = new Date('2099-09-01T12:00:00Z');
    const virginia = await createManager(t.ctx, { state: 'VA', county: null });
    const maryland = await createManager(t.ctx, { state: 'MD', county: 'howard' });
    await t.ctx.db.insert(wageFloors).values([
      {
        jurisdiction: 'VA',
        rateCents: 1800,
        effectiveFrom: '2099-10-01',
        sourceUrl: 'https://www.doli.virginia.gov/',
      },
      // 31 days ahead: told at the next day's run, not this one.
      {
        jurisdiction: 'MD-HOWARD',
        rateCents: 1800,
        effectiveFrom: '2099-10-02',
        sourceUrl: 'https://www.howardcountymd.gov/',
      },
    ]);
    await tellOfComingRises(t.ctx, now);
    await tellOfComingRises(t.ctx, now);
    const toldOf = async (managerId: string) =>
      t.ctx.db
        .select({ title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.recipientId, managerId), eq(notifications.type, 'other')));
    expect(await toldOf(virginia.userId)).toEqual([
      {
        title: 'The minimum wage rises on October 1, 2099',
        message:
          'From October 1, 2099 the minimum wage in Virginia is $18.00 an hour. Shifts on or after that day must pay at ' +
          'least that: any you have posted below it will be raised to it on that day, and the workers told.',
      },
    ]);
    expect(await toldOf(maryland.userId)).toEqual([]);
    await tellOfComingRises(t.ctx, new Date('2099-09-02T12:00:00Z'));
    expect((await toldOf(maryland.userId)).map((n) => n.title)).toEqual([
      'The minimum wage rises on October 2, 2099',
    ]);
  });
});
