// The development clock (docs/product/development-clock.md): 'Move time' moves the app's injected clock forward and
// runs what falls due on the way, so a booking walks from acceptance to a published rating in a few requests.
// Development only, loopback only, absent in production.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { ratings, shiftApplications } from '../../src/server/db/schema';
import { DEV_CLOCK_MAX_MINUTES } from '../../src/shared/schemas/dev-clock';
import { createTestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';
import { applicationsAppForFile, t } from './applications-app';
import { as, bookedWithCode, bookingRow, checkIn, MINUTE, timesheetsOf } from './check-in-fixtures';

applicationsAppForFile({ movesClock: true });

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const move = (minutes: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/dev/clock/move', payload: { minutes }, remoteAddress });
const clockNow = () => t.ctx.now().getTime();
/** Moves the clock to `instant` (whole minutes, rounded up) and returns the route's answer. */
async function moveTo(instant: number) {
  const res = await move(Math.ceil((instant - clockNow()) / MINUTE));
  return expectStatus<{ now: string; movedMinutes: number; jobsRun: number }>(res, 200);
}

describe('POST /api/dev/clock/move', () => {
  it('walks a booking from acceptance to a published rating, running each timed rule as it falls due', async () => {
    const { owner, talent, applicationId, start, end, code } = await bookedWithCode();
    const real = clockNow();
    const state = expectStatus(await t.app.inject({ method: 'GET', url: '/api/dev/clock' }), 200);
    expect(state.movedMinutes).toBe(0);
    // A session of before the moves: it moves with the clock, so its owner stays signed in.
    const managerSession = await createSession(
      t.ctx.db,
      owner.userId,
      { ip: null, userAgent: null },
      t.ctx.now(),
    );

    // To 5 minutes before the start: the 24 h, 12 h and 2 h reminders ran on the way, each at its own time.
    const beforeStart = await moveTo(start - 5 * MINUTE);
    expect(new Date(beforeStart.now).getTime()).toBeGreaterThanOrEqual(start - 5 * MINUTE);
    expect(beforeStart.movedMinutes).toBe(Math.floor((clockNow() - real) / MINUTE));
    expect(beforeStart.jobsRun).toBeGreaterThanOrEqual(3);
    expectStatus(await checkIn(talent, applicationId, code), 200);

    // Past the end and the 4 hours' grace: the automatic check-out records the scheduled end.
    await moveTo(end + 4 * HOUR + MINUTE);
    const checkedOut = await bookingRow(applicationId);
    expect(checkedOut.checkOutAuto).toBe(true);
    expect(checkedOut.checkedOutAt?.getTime()).toBe(end);
    const [draft] = await timesheetsOf(applicationId);
    expect(draft).toMatchObject({ status: 'draft' });

    // A day later the draft is submitted, and 48 hours after that approved.
    await moveTo(clockNow() + DAY + 49 * HOUR);
    expect((await timesheetsOf(applicationId))[0]!.status).toBe('approved');

    // The worker rates; the window's end publishes the lone rating.
    expectStatus(
      await (await as(talent)).post(`/api/applications/${applicationId}/ratings`, { stars: 5 }),
      201,
    );
    const [unpublished] = await t.ctx.db
      .select()
      .from(ratings)
      .where(eq(ratings.applicationId, applicationId));
    expect(unpublished!.publishedAt).toBeNull();
    await moveTo(clockNow() + 7 * DAY);
    const [published] = await t.ctx.db.select().from(ratings).where(eq(ratings.applicationId, applicationId));
    expect(published!.publishedAt).not.toBeNull();

    // Days later by the clock, the manager's session of before the moves still signs them in.
    const me = await client(t, { token: managerSession.token }).get('/api/auth/session');
    expect(expectStatus(me, 200).user?.id).toBe(owner.userId);
    expect(
      (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, applicationId)))[0]!
        .status,
    ).toBe('completed');
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const before = t.ctx.services.devClock!.offsetMs;
    for (const minutes of [0, -5, 1.5, 'ten', null, DEV_CLOCK_MAX_MINUTES + 1]) {
      const res = await move(minutes);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect(t.ctx.services.devClock!.offsetMs).toBe(before);
  });

  it('is closed to every machine but this one', async () => {
    const before = t.ctx.services.devClock!.offsetMs;
    for (const address of ['192.0.2.10', '10.77.0.5']) {
      expect((await move(60, address)).statusCode).toBe(404);
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/clock', remoteAddress: address });
      expect(res.statusCode).toBe(404);
    }
    expect(t.ctx.services.devClock!.offsetMs).toBe(before);
  });

  it('does not exist in production, where the clock is never moved', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_ORIGIN: 'https://talentbridge.test',
      SMS_PROVIDER: 'disabled',
      EMAIL_PROVIDER: 'disabled',
      PAYMENTS_PROVIDER: 'disabled',
    });
    try {
      expect(prod.ctx.services.devClock).toBeUndefined();
      for (const [method, url] of [
        ['GET', '/api/dev/clock'],
        ['POST', '/api/dev/clock/move'],
      ] as const) {
        const res = await prod.app.inject({
          method,
          url,
          payload: { minutes: 60 },
          remoteAddress: '127.0.0.1',
        });
        expect(res.statusCode).toBe(404);
      }
      const doc = (await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/api/dev/clock']).toBeUndefined();
      expect(doc.paths['/api/dev/clock/move']).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
