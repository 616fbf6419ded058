// The manager's side (docs/product/attendance.md, "The manager's attendance list"): the list of
// booked workers with their state, 'Mark as arrived' (from 30 min before the start until 4 h after the end, reason
// required, optionally with the departure, which creates the timesheet) and 'Mark no-show' (from 30 min after the
// start). The clock is moved to the edges of each window.
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../support/marketplace';
import { applicationRow, otherManager } from './applications-app';
import {
  atEnd,
  atStart,
  attendanceOf,
  booked,
  cancellationsAppForFile,
  HOUR,
  MINUTE,
  markArrived,
  markNoShow,
  noticesTo,
  outboxTo,
  refusalOf,
  shiftOf,
  startPlus,
  timesheetOf,
} from './manager-attendance-fixtures';

cancellationsAppForFile();

const REASON = 'Phone battery died; she signed in with me.';

describe("'Mark as arrived'", () => {
  it('is refused before 30 min ahead of the start and after 4 h past the end; allowed at both edges', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 3 });
    const early = await booked(owner, shift.id);
    const late = await booked(owner, shift.id);
    atStart(shift, -30 * MINUTE - 1);
    const body = { arrivedAt: startPlus(shift, -31 * MINUTE), reason: REASON };
    expect(refusalOf(await markArrived(owner, early.applicationId, body))).toBe(
      'A worker can be marked as arrived from 30 minutes before the start.',
    );
    atStart(shift, -30 * MINUTE);
    const first = expectStatus(
      await markArrived(owner, early.applicationId, {
        arrivedAt: startPlus(shift, -30 * MINUTE),
        reason: REASON,
      }),
      200,
    );
    expect(first.application).toMatchObject({ status: 'checked_in', checkInLate: false });

    atEnd(shift, 4 * HOUR);
    const closed = await markArrived(owner, late.applicationId, {
      arrivedAt: startPlus(shift, 0),
      reason: REASON,
    });
    expect(closed.statusCode).toBe(409);
    expect(refusalOf(closed)).toBe('Arrivals can be marked until 4 hours after the scheduled end.');
    atEnd(shift, 4 * HOUR - 1);
    const last = expectStatus(
      await markArrived(owner, late.applicationId, {
        arrivedAt: startPlus(shift, 15 * MINUTE),
        reason: REASON,
      }),
      200,
    );
    // 15 min after the start is more than 10: late, as a check-in would be.
    expect(last.application).toMatchObject({ status: 'checked_in', checkInLate: true });
    const row = await applicationRow(late.applicationId);
    expect(row.arrivalMarkedBy).toBe(owner.userId);
    expect(row.arrivalReason).toBe(REASON);
    const notice = (await noticesTo(late.talent.userId)).find((n) => n.type === 'checked_in');
    expect(notice?.title).toBe('The manager marked you as arrived');
  });

  it('requires a reason and times that fit the shift and the clock', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atStart(shift, HOUR);
    const id = worker.applicationId;
    expectStatus(await markArrived(owner, id, { arrivedAt: startPlus(shift, 0) }), 400);
    expect(refusalOf(await markArrived(owner, id, { arrivedAt: startPlus(shift, 0), reason: '   ' }))).toBe(
      'Please give a reason for marking the arrival.',
    );
    expectStatus(await markArrived(owner, id, { arrivedAt: 'nine', reason: REASON }), 400);
    const cases: [Record<string, string>, string][] = [
      [
        { arrivedAt: startPlus(shift, -HOUR) },
        'The arrival time must be between 30 minutes before the start and the scheduled end.',
      ],
      [{ arrivedAt: startPlus(shift, 2 * HOUR) }, 'The arrival time cannot be later than now.'],
      [
        { arrivedAt: startPlus(shift, 0), leftAt: startPlus(shift, -MINUTE) },
        'The departure time must be after the arrival time.',
      ],
      [
        { arrivedAt: startPlus(shift, 0), leftAt: startPlus(shift, 2 * HOUR) },
        'The departure time cannot be later than now.',
      ],
    ];
    for (const [times, message] of cases) {
      const res = await markArrived(owner, id, { ...times, reason: REASON });
      expect(res.statusCode).toBe(400);
      expect(refusalOf(res)).toBe(message);
    }
    expect((await applicationRow(id)).status).toBe('accepted');
  });

  it('with a departure time checks the worker out and creates the timesheet with the pay rule', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atEnd(shift, HOUR);
    const body = expectStatus(
      await markArrived(owner, worker.applicationId, {
        arrivedAt: startPlus(shift, 5 * MINUTE),
        leftAt: startPlus(shift, 6 * HOUR),
        reason: REASON,
      }),
      200,
    );
    expect(body.application).toMatchObject({ status: 'checked_in', checkOutAuto: false, checkInLate: false });
    expect(body.application.checkedOutAt).toBe(startPlus(shift, 6 * HOUR));
    // 09:05-15:00 less the 30 min break = 325 min; 325 × 1850 / 60 = 10020.83… → 10021 cents.
    expect(await timesheetOf(worker.applicationId)).toMatchObject({
      workedMinutes: 325,
      payCents: 10021,
      source: 'manager',
      status: 'draft',
    });
  });

  it("is the shift's manager's only: someone else's booking is 404, the worker 403, twice is 409", async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atStart(shift, 20 * MINUTE);
    const body = { arrivedAt: startPlus(shift, 0), reason: REASON };
    expect(refusalOf(await markArrived(otherManager, worker.applicationId, body))).toBe(
      'No such booking on your shifts.',
    );
    expectStatus(await markArrived(otherManager, 'not-an-id', body), 404);
    expectStatus(await markArrived(worker.talent, worker.applicationId, body), 403);
    expectStatus(await markArrived(null, worker.applicationId, body), 401);
    expectStatus(await markArrived(owner, worker.applicationId, body), 200);
    expect(refusalOf(await markArrived(owner, worker.applicationId, body))).toBe(
      'Only a booked worker who has not checked in can be marked as arrived.',
    );
  });
});

describe("'Mark no-show'", () => {
  it('is refused before 30 min after the start; then records the §3 consequence and tells the worker with the appeal', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atStart(shift, 30 * MINUTE - 1);
    const early = await markNoShow(owner, worker.applicationId);
    expect(early.statusCode).toBe(409);
    expect(refusalOf(early)).toBe('A no-show can be marked from 30 minutes after the start.');
    expectStatus(await markNoShow(otherManager, worker.applicationId), 404);
    expectStatus(await markNoShow(worker.talent, worker.applicationId), 403);

    const now = atStart(shift, 30 * MINUTE);
    const body = expectStatus(await markNoShow(owner, worker.applicationId), 200);
    expect(body.application).toMatchObject({
      status: 'no_show',
      cancelledBy: 'manager',
      cancellationConsequence: 'no_show',
      cancelledAt: now.toISOString(),
    });
    const notice = (await noticesTo(worker.talent.userId)).find((n) => n.type === 'no_show');
    expect(notice?.message).toMatch(
      /^You were marked as a no-show for Brunch Server at .+\. If this is wrong, appeal within 14 days\.$/,
    );
    expect(notice?.data).toMatchObject({ weight: 3, by: 'manager', appealHref: '/worker-dashboard' });
    const text = (await outboxTo(worker.phone)).filter((m) => m.channel === 'sms').at(-1);
    expect(text?.body).toContain('appeal within 14 days: https://talentbridge.test/worker-dashboard');
    expect(refusalOf(await markNoShow(owner, worker.applicationId))).toBe(
      'Only a booked worker who has not checked in can be marked as a no-show.',
    );
  });

  it('is refused for a worker who checked in', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atStart(shift, HOUR);
    expectStatus(
      await markArrived(owner, worker.applicationId, { arrivedAt: startPlus(shift, 0), reason: REASON }),
      200,
    );
    expectStatus(await markNoShow(owner, worker.applicationId), 409);
    expect((await applicationRow(worker.applicationId)).status).toBe('checked_in');
  });
});

describe('the attendance list', () => {
  it('lists the booked workers with their state, during and after the shift, for its manager only', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 3 });
    const arrived = await booked(owner, shift.id);
    const missing = await booked(owner, shift.id);
    const waiting = await booked(owner, shift.id);
    atStart(shift, HOUR);
    expectStatus(
      await markArrived(owner, arrived.applicationId, {
        arrivedAt: startPlus(shift, 4 * MINUTE),
        reason: REASON,
      }),
      200,
    );
    expectStatus(await markNoShow(owner, missing.applicationId), 200);
    atEnd(shift, HOUR);
    const body = expectStatus(await attendanceOf(owner, shift.id), 200);
    expect(body.shift.id).toBe(shift.id);
    const byId = new Map(body.workers.map((w: { id: string }) => [w.id, w]));
    expect(byId.get(arrived.applicationId)).toMatchObject({
      status: 'checked_in',
      checkedInAt: startPlus(shift, 4 * MINUTE),
      arrivalMarked: true,
      arrivalReason: REASON,
    });
    expect(byId.get(missing.applicationId)).toMatchObject({ status: 'no_show', cancelledBy: 'manager' });
    expect(byId.get(waiting.applicationId)).toMatchObject({ status: 'accepted', checkedInAt: null });
    expect(body.workers).toHaveLength(3);
    expectStatus(await attendanceOf(otherManager, shift.id), 404);
    expectStatus(await attendanceOf(arrived.talent, shift.id), 403);
    expectStatus(await attendanceOf(owner, 'nope'), 404);
  });
});
