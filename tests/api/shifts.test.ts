// POST /api/shifts and GET /api/shifts/mine (docs/product/shifts.md); the public list is in shifts-open.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday, shiftInput } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

let t: TestApp;
let manager: Awaited<ReturnType<typeof createManager>>;
let talent: Awaited<ReturnType<typeof createTalent>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createManager(t.ctx);
  talent = await createTalent(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const post = (account: { token: string } | null, body: object) =>
  client(t, account).post('/api/shifts', body);

describe('POST /api/shifts', () => {
  it('stores money in cents, the phone as E.164, and start/end as instants in the business zone', async () => {
    // A fixed day, a month before the shift: a shift may be dated at most 12 months ahead.
    t.ctx.clock.now = new Date('2099-06-04T12:00:00Z');
    const then = await createManager(t.ctx);
    const res = await post(then, shiftInput({ hourlyRate: '18.5', shiftDate: '2099-07-04' }));
    t.ctx.clock.now = null;
    const body = expectStatus(res, 201);
    expect(body.shift).toMatchObject({
      hourlyRateCents: 1850,
      startTime: '09:00',
      endTime: '15:00',
      contactPhone: '3015550142',
      timeZone: 'America/New_York',
      startsAt: '2099-07-04T13:00:00.000Z',
      endsAt: '2099-07-04T19:00:00.000Z',
      status: 'open',
      acceptedCount: 0,
      maxApplications: 1,
      breakMinutes: 30,
      nonSmokers: false,
      additionalInfo: null,
    });
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, body.shift.id));
    expect(row!.managerId).toBe(then.userId);
    expect(row!.contactPhone).toBe('+13015550142');
  });

  it('applies the defaults and stores empty optional text as null (docs/product/shifts.md)', async () => {
    const { shift } = expectStatus(
      await post(
        manager,
        shiftInput({
          breakDuration: undefined,
          maxApplications: undefined,
          dressCode: '  ',
          parkingInfo: '',
        }),
      ),
      201,
    );
    expect(shift).toMatchObject({ breakMinutes: 30, maxApplications: 1, dressCode: null, parkingInfo: null });
  });

  it('treats end before start as overnight only when "Ends next day" is ticked (ADR 003)', async () => {
    const sameDay = await post(manager, shiftInput({ startTime: '22:00', endTime: '06:00' }));
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().error.fieldErrors.endTime).toBe(
      'End time must be after start time (tick "Ends next day" for overnight shifts)',
    );
    // New Year's Eve of a fixed year, posted a week before (at most 12 months ahead).
    t.ctx.clock.now = new Date('2099-12-24T12:00:00Z');
    const then = await createManager(t.ctx);
    const res = await post(
      then,
      shiftInput({ shiftDate: '2099-12-31', startTime: '22:00', endTime: '06:00', overnight: true }),
    );
    t.ctx.clock.now = null;
    const overnight = expectStatus(res, 201);
    expect(overnight.shift.startsAt).toBe('2100-01-01T03:00:00.000Z');
    expect(overnight.shift.endsAt).toBe('2100-01-01T11:00:00.000Z');
  });

  it.each([
    ['a past date', { shiftDate: '2020-01-01' }, 'shiftDate', 'Shift date cannot be in the past'],
    ['a negative rate', { hourlyRate: '-1' }, 'hourlyRate', 'Hourly rate must be 0 or more'],
    ['rate 1e12', { hourlyRate: 1e12 }, 'hourlyRate', 'Hourly rate must be at most $1,000'],
    ['break -5', { breakDuration: -5 }, 'breakDuration', 'Break must be 0 minutes or more'],
    ['max applications 0', { maxApplications: 0 }, 'maxApplications', 'Max applications must be at least 1'],
    [
      'a 10 000-character description',
      { jobDescription: 'x'.repeat(10_000) },
      'jobDescription',
      'Job description must be at most 5000 characters',
    ],
    ['a missing business name', { businessName: '' }, 'businessName', 'Business name is required'],
    ['a short contact phone', { contactPhone: '301555' }, 'contactPhone', 'Phone number must be 10 digits'],
  ] as const)('refuses %s with a 400 naming the field', async (_name, override, field, message) => {
    const res = await post(manager, shiftInput(override as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors[field]).toBe(message);
  });

  it('refuses a start earlier today in the business zone, though the date is today', async () => {
    // 18:00 in New York on a fixed day; a 09:00 start that day has passed.
    t.ctx.clock.now = new Date('2099-03-10T22:00:00Z');
    try {
      const then = await createManager(t.ctx);
      const res = await post(
        then,
        shiftInput({ shiftDate: '2099-03-10', startTime: '09:00', endTime: '23:00' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.startTime).toBe('Start time must be later than now');
      const later = await post(
        then,
        shiftInput({ shiftDate: '2099-03-10', startTime: '19:00', endTime: '23:00' }),
      );
      expect(later.statusCode).toBe(201);
    } finally {
      t.ctx.clock.now = null;
    }
  });

  it('refuses talent (403) and anonymous callers (401), whatever the body', async () => {
    expect((await post(talent, shiftInput())).statusCode).toBe(403);
    expect((await post(talent, {})).statusCode).toBe(403);
    expect((await post(null, shiftInput())).statusCode).toBe(401);
  });

  it('answers 400 to a wrong type and to broken JSON, never 500', async () => {
    expect((await post(manager, { ...shiftInput(), maxApplications: 'lots' })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: { cookie: `tb_session=${manager.token}`, 'content-type': 'application/json' },
      payload: '{"businessName":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /api/shifts/mine', () => {
  it("lists only the manager's own upcoming shifts, soonest first, with counts and who is booked", async () => {
    const other = await createManager(t.ctx);
    const later = await createShift(t.ctx, other.userId, {
      positionTitle: 'Later',
      shiftDate: dayFromToday(5),
    });
    const sooner = await createShift(t.ctx, other.userId, {
      positionTitle: 'Sooner',
      maxApplications: 2,
      shiftDate: dayFromToday(3),
    });
    const past = await createShift(t.ctx, other.userId, { positionTitle: 'Started' });
    await t.ctx.db
      .update(shifts)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(shifts.id, past.id));
    await createShift(t.ctx, manager.userId, { positionTitle: 'Not theirs' });
    expectStatus(await client(t, talent).post(`/api/shifts/${sooner.id}/applications`), 201);
    // Two booked on 'Sooner': one who confirmed they are coming, one who has not yet.
    const booked = await Promise.all(['Ada Moss', 'Ben Ode'].map((name) => createTalent(t.ctx, { name })));
    await t.ctx.db.insert(shiftApplications).values(
      booked.map((worker, i) => ({
        shiftId: sooner.id,
        workerId: worker.userId,
        status: 'accepted' as const,
        acceptedAt: new Date(Date.now() + i),
        attendanceConfirmedAt: i === 0 ? new Date('2026-11-20T15:00:00.000Z') : null,
      })),
    );

    // Posted first but later in time: soonest first, not newest first.
    const body = expectStatus(await client(t, other).get('/api/shifts/mine'), 200);
    expect(body.shifts.map((s: { positionTitle: string }) => s.positionTitle)).toEqual(['Sooner', 'Later']);
    expect(body.shifts[0]).toMatchObject({
      id: sooner.id,
      applicationCount: 3,
      maxApplications: 2,
      bookedWorkers: [
        { name: 'Ada Moss', status: 'accepted', attendanceConfirmedAt: '2026-11-20T15:00:00.000Z' },
        { name: 'Ben Ode', status: 'accepted', attendanceConfirmedAt: null },
      ],
    });
    expect(body.shifts[1]).toMatchObject({ id: later.id, applicationCount: 0, bookedWorkers: [] });

    const paged = expectStatus(await client(t, other).get('/api/shifts/mine?limit=1'), 200);
    expect(paged.shifts.map((s: { id: string }) => s.id)).toEqual([sooner.id]);
    const next = expectStatus(
      await client(t, other).get(`/api/shifts/mine?limit=1&cursor=${paged.nextCursor}`),
      200,
    );
    expect(next.shifts.map((s: { id: string }) => s.id)).toEqual([later.id]);
    expect(next.nextCursor).toBeNull();

    // Past shifts stay reachable: those started, latest first.
    const pastPage = expectStatus(await client(t, other).get('/api/shifts/mine?when=past'), 200);
    expect(pastPage.shifts.map((s: { id: string }) => s.id)).toEqual([past.id]);
    expect((await client(t, other).get('/api/shifts/mine?when=yesterday')).statusCode).toBe(400);
  });

  it('refuses talent and says to log in without a session', async () => {
    expect((await client(t, talent).get('/api/shifts/mine')).statusCode).toBe(403);
    const anonymous = await client(t, null).get('/api/shifts/mine');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Please log in to view your shifts');
  });
});
