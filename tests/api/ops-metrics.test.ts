// docs/product/operations.md, "Metrics": GET /api/ops/metrics counts known bookings, offers,
// cancellations and messages per ISO week (UTC) with exact numbers. The clock is held in 2031, so the accounts and
// messages the setup makes today fall outside the window.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { directTexts, outbox, shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { createStaff } from '../../src/server/seed/factories/staff';
import type { ApplicationStatus } from '../../src/shared/domain/application-status';
import type { CancellationConsequenceKind } from '../../src/shared/domain/cancellation-policy';
import type { MetricsWeek } from '../../src/shared/schemas/responses/ops-metrics';
import { as, cancellationsAppForFile, t } from './cancellations-fixtures';

cancellationsAppForFile();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Wednesday 12 March 2031, 12:00 UTC; its ISO week (2031-W11) starts on Monday 10 March. */
const NOW = new Date('2031-03-12T12:00:00Z');
const M0 = Date.parse('2031-03-10T00:00:00Z');
const M1 = M0 - 7 * DAY;
const at = (ms: number) => new Date(ms);

/** A week with nothing in it: counts 0, rates and the median null. */
const EMPTY_WEEK = {
  shiftsStarted: 0,
  shiftsFilled: 0,
  fillRate: null,
  medianMinutesToFill: null,
  bookingsStarted: 0,
  noShows: 0,
  noShowRate: null,
  workerLateCancellations: 0,
  workerVeryLateCancellations: 0,
  businessLateCancellations: 0,
  offersSent: 0,
  offersAccepted: 0,
  offersExpired: 0,
  sms: { sent: 0, failed: 0 },
  email: { sent: 0, failed: 0 },
};

type Staff = { userId: string; token: string };
let staff: Staff;
let talent: Staff;
let managerId: string;
const workers: string[] = [];

beforeAll(async () => {
  staff = await createStaff(t.ctx);
  talent = await createTalent(t.ctx);
  managerId = (await createManager(t.ctx)).userId;
  for (let i = 0; i < 6; i++) workers.push((await createTalent(t.ctx)).userId);
});

/** A shift posted at `posted` starting at `start` for `places` workers (stored status `status`). */
async function shiftAt(posted: number, start: number, places: number, status: 'open' | 'cancelled' = 'open') {
  const shift = await createShift(t.ctx, managerId, { maxApplications: places });
  await t.ctx.db
    .update(shifts)
    .set({
      createdAt: at(posted),
      startsAt: at(start),
      endsAt: at(start + 6 * HOUR),
      maxApplications: places,
      status,
    })
    .where(eq(shifts.id, shift.id));
  return shift.id;
}

type Booking = {
  worker: number;
  status: ApplicationStatus;
  selected: number;
  accepted?: number;
  expires?: number;
  cancelled?: { at: number; consequence: CancellationConsequenceKind; by: 'talent' | 'manager' | 'system' };
};
async function book(shiftId: string, b: Booking) {
  await t.ctx.db.insert(shiftApplications).values({
    shiftId,
    workerId: workers[b.worker]!,
    status: b.status,
    appliedAt: at(b.selected - HOUR),
    selectedAt: at(b.selected),
    acceptedAt: b.accepted === undefined ? null : at(b.accepted),
    offerExpiresAt: at(b.expires ?? b.selected + 2 * HOUR),
    cancelledAt: b.cancelled ? at(b.cancelled.at) : null,
    cancelledBy: b.cancelled?.by ?? null,
    cancellationConsequence: b.cancelled?.consequence ?? null,
  });
}
/** An offer made 30 min before it was accepted. */
const accepted = (worker: number, when: number, status: ApplicationStatus = 'completed'): Booking => ({
  worker,
  status,
  selected: when - 30 * MIN,
  accepted: when,
});

async function message(
  channel: 'sms' | 'email',
  status: 'sent' | 'failed' | 'dropped' | 'pending',
  when: number,
) {
  await t.ctx.db
    .insert(outbox)
    .values({ channel, recipient: 'metrics@example.com', body: 'x', status, createdAt: at(when) });
}

const metrics = async (who: Staff | null, query = '') => (await as(who)).get(`/api/ops/metrics${query}`);

describe('GET /api/ops/metrics', () => {
  it('counts each week exactly as operations.md defines it', async () => {
    // Last week (M1).
    const a = await shiftAt(M1 + 8 * HOUR, M1 + 2 * DAY + 9 * HOUR, 2); // filled 120 min after posting; one no-show
    await book(a, accepted(0, M1 + 9 * HOUR));
    await book(a, {
      ...accepted(1, M1 + 10 * HOUR, 'no_show'),
      cancelled: { at: M1 + 2 * DAY + 9.75 * HOUR, consequence: 'no_show', by: 'manager' },
    });
    const b = await shiftAt(M1, M1 + 3 * DAY + 9 * HOUR, 1); // filled after 360 min
    await book(b, accepted(2, M1 + 6 * HOUR));
    const c = await shiftAt(M1, M1 + 4 * DAY + 9 * HOUR, 2); // one place of two: not filled; a very late cancellation
    await book(c, accepted(0, M1 + DAY));
    await book(c, {
      ...accepted(3, M1 + DAY, 'cancelled'),
      cancelled: { at: M1 + 3 * DAY + 12 * HOUR, consequence: 'very_late', by: 'talent' },
    });
    await book(c, { worker: 4, status: 'expired', selected: M1 + DAY, expires: M1 + DAY + 2 * HOUR });
    const d = await shiftAt(M1, M1 + 5 * DAY + 9 * HOUR, 1, 'cancelled'); // cancelled by the business: not counted
    await book(d, {
      ...accepted(1, M1 + DAY, 'cancelled'),
      cancelled: { at: M1 + 4 * DAY + 12 * HOUR, consequence: 'business_late', by: 'manager' },
    });
    const e = await shiftAt(M1, M1 + 5 * DAY + 9 * HOUR, 1); // its only booking cancelled late: not filled
    await book(e, {
      ...accepted(5, M1 + 3 * HOUR, 'cancelled'),
      cancelled: { at: M1 + 2 * DAY + 10 * HOUR, consequence: 'late', by: 'talent' },
    });
    // This week (M0): one started and filled after 30 min; one still to start with an offer out.
    const f = await shiftAt(M0, M0 + 2 * DAY + 9 * HOUR, 1);
    await book(f, accepted(2, M0 + 30 * MIN, 'accepted'));
    const g = await shiftAt(M0, M0 + 3 * DAY + 9 * HOUR, 1);
    await book(g, { worker: 0, status: 'selected', selected: M0 + DAY + 10 * HOUR, expires: M0 + 3 * DAY });
    // Twelve weeks before this one: outside the default window, inside ?weeks=13.
    const old = await shiftAt(M0 - 12 * 7 * DAY, M0 - 12 * 7 * DAY + 2 * DAY, 1);
    await book(old, accepted(3, M0 - 12 * 7 * DAY + HOUR));
    for (const s of ['sent', 'sent', 'sent', 'failed'] as const) await message('sms', s, M1 + DAY);
    for (const s of ['sent', 'sent', 'dropped', 'pending'] as const) await message('email', s, M1 + 2 * DAY);
    await message('email', 'sent', M0 + HOUR);
    await message('email', 'sent', NOW.getTime() + HOUR); // not yet: after the clock
    // Texts sent at once by the SMS service (a phone code), outside the outbox: two through the service itself, and
    // a failed and an uncertain one as the service records them (the uncertain one counts in neither).
    t.ctx.clock.now = at(M1 + DAY);
    for (const n of [1, 2]) {
      const sent = await t.ctx.services.sms.sendNow({
        to: `+1301555299${n}`,
        body: 'x',
        purpose: 'verification',
      });
      expect(sent.status).toBe('sent');
    }
    for (const status of ['failed', 'uncertain'] as const)
      await t.ctx.db
        .insert(directTexts)
        .values({ recipient: '+13015552993', purpose: 'notification', status, createdAt: at(M1 + DAY) });

    t.ctx.clock.now = NOW;
    const res = await metrics(staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { timeZone: string; weeks: MetricsWeek[] };
    expect(body.timeZone).toBe('UTC');
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0]!.weekStart).toBe('2030-12-23');
    const [lastWeek, thisWeek] = body.weeks.slice(-2);
    expect(lastWeek).toEqual({
      weekStart: '2031-03-03',
      isoWeek: '2031-W10',
      shiftsStarted: 4,
      shiftsFilled: 2,
      fillRate: 0.5,
      medianMinutesToFill: 240,
      bookingsStarted: 4,
      noShows: 1,
      noShowRate: 0.25,
      workerLateCancellations: 1,
      workerVeryLateCancellations: 1,
      businessLateCancellations: 1,
      offersSent: 8,
      offersAccepted: 7,
      offersExpired: 1,
      sms: { sent: 5, failed: 2 },
      email: { sent: 2, failed: 1 },
    });
    expect(thisWeek).toEqual({
      ...EMPTY_WEEK,
      weekStart: '2031-03-10',
      isoWeek: '2031-W11',
      shiftsStarted: 1,
      shiftsFilled: 1,
      fillRate: 1,
      medianMinutesToFill: 30,
      bookingsStarted: 1,
      noShowRate: 0,
      offersSent: 2,
      offersAccepted: 1,
      email: { sent: 1, failed: 0 },
    });
    // Every other week is empty: the rates are null, not 0.
    for (const week of body.weeks.slice(0, -2))
      expect(week).toEqual({ ...EMPTY_WEEK, weekStart: week.weekStart, isoWeek: week.isoWeek });
    const wider = (await metrics(staff, '?weeks=13')).json() as { weeks: MetricsWeek[] };
    expect(wider.weeks).toHaveLength(13);
    expect(wider.weeks[0]).toMatchObject({
      weekStart: '2030-12-16',
      isoWeek: '2030-W51',
      shiftsStarted: 1,
      shiftsFilled: 1,
    });
  });

  it('is staff only and refuses a bad number of weeks with a clear message', async () => {
    expect((await metrics(null)).statusCode).toBe(401);
    expect((await metrics(talent)).statusCode).toBe(403);
    for (const weeks of ['0', '27', '2.5', 'twelve']) {
      const res = await metrics(staff, `?weeks=${weeks}`);
      expect(res.statusCode, weeks).toBe(400);
      expect(res.json().error.message).toBe('Choose between 1 and 26 weeks.');
    }
    expect((await metrics(staff, '?weeks=1')).json().weeks).toHaveLength(1);
  });
});
