// Reliability for both sides (docs/product/trust.md, "Reliability"): 'My reliability' for a worker
// and a manager from bookings made through the API (a completed shift, a late and a very late cancellation, a
// business's late cancellation), the appeal of a late cancellation mark (once, within 14 days, only one's own), an
// upheld appeal removing its mark, and the figures on the applicant card, the open-shift card and the worker's
// bookings, which come from the batch loader and agree with the page. The clock is moved, never slept.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appeals } from '../../src/server/db/schema';
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { dayFromToday } from '../../src/server/seed/factories/shifts';
import { loadBusinessReliability, loadWorkerReliability } from '../../src/server/trust/load-reliability';
import { expectStatus } from '../support/marketplace';
import {
  as,
  cancelBooking,
  cancellationsAppForFile,
  cancelShift,
  hoursBefore,
  refusalOf,
  shiftOf,
  t,
} from './cancellations-fixtures';
import { approve, checkInAndOut, submit } from './timesheets-fixtures';

cancellationsAppForFile();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
type Account = { userId: string; token: string };

async function bookAs(talent: Account, owner: Account, shiftId: string) {
  const { application } = expectStatus(
    await (await as(talent)).post(`/api/shifts/${shiftId}/applications`),
    201,
  );
  expectStatus(await (await as(owner)).post(`/api/applications/${application.id}/select`), 200);
  expectStatus(await (await as(talent)).post(`/api/applications/${application.id}/accept`), 200);
  return application.id as string;
}

const me = async (who: Account) => expectStatus(await (await as(who)).get('/api/reliability/me'), 200);
const appealMark = async (who: Account, subjectId: string, subjectKind = 'cancellation') =>
  (await as(who)).post('/api/appeals', {
    subjectKind,
    subjectId,
    note: 'The shift was moved without notice.',
  });

/**
 * One worker with three bookings on three businesses' shifts: the first completed (timesheet submitted and approved
 * after 6 h), the second cancelled very late (10 h before), the third late (48 h before). The clock ends after all.
 */
async function workerWithHistory() {
  const talent = await createTalent(t.ctx);
  await markPhoneVerified(t.ctx, talent.userId);
  const first = await shiftOf({ shiftDate: dayFromToday(3) });
  const second = await shiftOf({ shiftDate: dayFromToday(5) });
  const third = await shiftOf({ shiftDate: dayFromToday(8) });
  const completed = await bookAs(talent, first.owner, first.shift.id);
  const veryLate = await bookAs(talent, second.owner, second.shift.id);
  const late = await bookAs(talent, third.owner, third.shift.id);

  const timesheetId = await checkInAndOut(first.shift.id, completed);
  expectStatus(await submit(talent, timesheetId), 200);
  t.ctx.clock.now = new Date(t.ctx.now().getTime() + 6 * HOUR);
  expectStatus(await approve(first.owner, timesheetId), 200);

  hoursBefore(second.shift, 10);
  expectStatus(await cancelBooking(talent, veryLate), 200);
  const lateAt = hoursBefore(third.shift, 48);
  expectStatus(await cancelBooking(talent, late), 200);
  t.ctx.clock.now = new Date(lateAt.getTime() + HOUR);
  return { talent, first, second, third, completed, veryLate, late, lateAt };
}

describe("'My reliability' of a worker", () => {
  it('counts completed, late and very late from the recorded bookings, lists the marks, and agrees with the loader', async () => {
    const w = await workerWithHistory();
    const body = await me(w.talent);
    expect(body.role).toBe('talent');
    // 1 / (1 + 1 + 2 × 1) = 0.25
    expect(body.worker).toEqual({
      figure: 0.25,
      bookingsCounted: 3,
      completed: 1,
      late: 1,
      veryLate: 1,
      noShows: 0,
    });
    expect(body.marks.map((m: { kind: string }) => m.kind)).toEqual(['late', 'very_late']);
    expect(body.marks[0]).toMatchObject({
      applicationId: w.late,
      reason: 'Late cancellation (24 to 72 h before the start): counts once',
      counted: true,
      appeal: null,
      appealSubjectKind: 'cancellation',
      appealable: true,
    });
    const loaded = await loadWorkerReliability(t.ctx.db, [w.talent.userId], t.ctx.now());
    expect(loaded.get(w.talent.userId)).toEqual(body.worker);

    // The applicant card of the worker's next application shows the same figure.
    const next = await shiftOf({ shiftDate: dayFromToday(12) });
    expectStatus(await (await as(w.talent)).post(`/api/shifts/${next.shift.id}/applications`), 201);
    const list = expectStatus(
      await (await as(next.owner)).get(`/api/shifts/${next.shift.id}/applications`),
      200,
    );
    expect(list.applications[0].worker.reliability).toEqual(body.worker);
  });

  it('takes an appeal of a late cancellation once, within 14 days, only from its worker; upheld, the mark is gone', async () => {
    const w = await workerWithHistory();
    const stranger = await createTalent(t.ctx);
    expect(refusalOf(await appealMark(stranger, w.late))).toBe(
      'No such cancellation was found on your bookings.',
    );
    expectStatus(await appealMark(stranger, w.late), 404);
    expectStatus(await appealMark(w.first.owner, w.late), 404);
    expect(refusalOf(await appealMark(w.talent, w.completed))).toBe(
      'Only a late or very late cancellation can be appealed.',
    );

    const created = expectStatus(await appealMark(w.talent, w.late), 201);
    expect(created.appeal).toMatchObject({ subjectKind: 'cancellation', subjectId: w.late, status: 'open' });
    const twice = await appealMark(w.talent, w.late);
    expect(twice.statusCode).toBe(409);
    expect(refusalOf(twice)).toBe('You have already appealed this decision.');
    const marks = (await me(w.talent)).marks;
    expect(marks[0]).toMatchObject({ appeal: { status: 'open' }, appealable: false });

    // The very late cancellation was decided 10 h before its shift; 14 days and a moment later the window is shut.
    const veryLateDecided = new Date(new Date(w.second.shift.startsAt).getTime() - 10 * HOUR);
    t.ctx.clock.now = new Date(veryLateDecided.getTime() + 14 * DAY + 1);
    const closed = await appealMark(w.talent, w.veryLate);
    expect(closed.statusCode).toBe(409);
    expect(refusalOf(closed)).toBe('Appeals are accepted within 14 days of the decision.');
    t.ctx.clock.now = new Date(w.lateAt.getTime() + HOUR);

    // The operations team upholds the appeal: the late cancellation no longer counts; 2 bookings = 'New'.
    await t.ctx.db.update(appeals).set({ status: 'upheld' }).where(eq(appeals.subjectId, w.late));
    const after = await me(w.talent);
    expect(after.worker).toMatchObject({ figure: null, bookingsCounted: 2, late: 0, veryLate: 1 });
    expect(after.marks[0]).toMatchObject({
      applicationId: w.late,
      counted: false,
      appeal: { status: 'upheld' },
    });
    const loaded = await loadWorkerReliability(t.ctx.db, [w.talent.userId], t.ctx.now());
    expect(loaded.get(w.talent.userId)).toEqual(after.worker);
  });
});

describe("'My reliability' of a business", () => {
  it("counts the business's late cancellations and approval time; the manager may appeal their own mark", async () => {
    const w = await workerWithHistory();
    // The first business: one completed booking, approved 6 h after submission; 'New' until 3 bookings.
    const first = await me(w.first.owner);
    expect(first).toMatchObject({ role: 'manager', worker: null, marks: [] });
    expect(first.business).toMatchObject({ figure: null, bookingsCounted: 1, lateCancellations: 0 });
    expect(first.business.approvalsCounted).toBe(1);

    // Another business cancels its shift 10 h before the start: a late cancellation by the business.
    const { owner, shift } = await shiftOf({ shiftDate: dayFromToday(20) });
    const others = await shiftOf({ shiftDate: dayFromToday(21) });
    const talent = await createTalent(t.ctx);
    await markPhoneVerified(t.ctx, talent.userId);
    const workers = [{ talent, id: await bookAs(talent, owner, shift.id) }];
    hoursBefore(shift, 10);
    expectStatus(await cancelShift(owner, shift.id), 200);
    const body = await me(owner);
    expect(body.business).toMatchObject({ bookingsCounted: 1, lateCancellations: 1, figure: null });
    expect(body.marks).toHaveLength(1);
    expect(body.marks[0]).toMatchObject({
      applicationId: workers[0]!.id,
      kind: 'business_late',
      reason: 'Late cancellation by the business (under 24 h before the start)',
      appealable: true,
    });
    const loaded = await loadBusinessReliability(t.ctx.db, [owner.userId], t.ctx.now());
    expect(loaded.get(owner.userId)).toEqual(body.business);

    // The worker sees the business's figure on their booking.
    const mine = expectStatus(await (await as(workers[0]!.talent)).get('/api/applications/mine'), 200);
    expect(mine.applications[0].shift.businessReliability).toEqual(body.business);

    expectStatus(await appealMark(others.owner, workers[0]!.id), 404);
    expectStatus(await appealMark(workers[0]!.talent, workers[0]!.id), 409);
    expectStatus(await appealMark(owner, workers[0]!.id, 'no_show'), 403);
    expectStatus(await appealMark(owner, workers[0]!.id), 201);
    expect(refusalOf(await appealMark(owner, workers[0]!.id))).toBe(
      'You have already appealed this decision.',
    );
  });

  it("shows the business's figure on the worker's open-shift card", async () => {
    const { owner, shift } = await shiftOf({ shiftDate: dayFromToday(4) });
    const page = expectStatus(await (await as(null)).get('/api/shifts/open?limit=50'), 200);
    const card = page.shifts.find((s: { id: string }) => s.id === shift.id);
    expect(card?.businessReliability).toEqual({
      figure: null,
      bookingsCounted: 0,
      lateCancellations: 0,
      medianApprovalHours: null,
      approvalsCounted: 0,
    });
    expect(owner.userId).toBeTruthy();
  });

  it('is for talent and managers signed in only', async () => {
    expectStatus(await (await as(null)).get('/api/reliability/me'), 401);
  });
});
