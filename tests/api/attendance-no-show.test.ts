// The automatic no-show and appeals (docs/product/attendance.md, "No-show" and "Appeals"): 4 h after
// the end, a booking with neither a check-in nor a manager's mark becomes a no-show by the system, once, with the
// worker told (appeal link) and the manager told; a booking checked in or cancelled meanwhile is left alone. The
// worker appeals once, within 14 days. The clock is moved and the scheduler run by hand (ADR 015).
import { describe, expect, it } from 'vitest';
import { runAutoNoShow } from '../../src/server/booking/no-show';
import type { ShiftWithContactDto } from '../../src/shared/marketplace/types';
import { expectStatus } from '../support/marketplace';
import { editForm } from '../support/shift-edit-form';
import { applicationRow, otherManager } from './applications-app';
import { bookedWithCode, checkIn } from './check-in-fixtures';
import {
  appeal,
  appealRows,
  as,
  atEnd,
  atStart,
  booked,
  cancelBooking,
  cancellationsAppForFile,
  DAY,
  HOUR,
  hoursBefore,
  markArrived,
  markNoShow,
  myAppeals,
  noShowJobs,
  noticesTo,
  refusalOf,
  runDue,
  shiftOf,
  startPlus,
  t,
} from './manager-attendance-fixtures';
import { putShift } from './shift-edit-fixtures';

cancellationsAppForFile();

describe('the automatic no-show', () => {
  it('is scheduled at accept for the end + 4 h, and runs once even when the job runs twice', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    const [job] = await noShowJobs(worker.applicationId);
    expect(job?.runAt.getTime()).toBe(new Date(shift.endsAt).getTime() + 4 * HOUR);

    atEnd(shift, 4 * HOUR - 1);
    await runDue();
    expect((await applicationRow(worker.applicationId)).status).toBe('accepted');

    const now = atEnd(shift, 4 * HOUR);
    await runDue();
    const row = await applicationRow(worker.applicationId);
    expect(row).toMatchObject({
      status: 'no_show',
      cancelledBy: 'system',
      cancellationConsequence: 'no_show',
    });
    expect(row.cancelledAt).toEqual(now);
    // A second run (a crash before "done", ADR 015) changes nothing and tells nobody again.
    await runAutoNoShow(t.ctx, { subjectId: worker.applicationId });
    const toWorker = (await noticesTo(worker.talent.userId)).filter((n) => n.type === 'no_show');
    expect(toWorker).toHaveLength(1);
    expect(toWorker[0]!.message).toContain('If this is wrong, appeal within 14 days.');
    expect(toWorker[0]!.data).toMatchObject({ by: 'system', appealHref: '/worker-dashboard' });
    const toManager = (await noticesTo(owner.userId)).filter((n) => n.type === 'no_show');
    expect(toManager).toHaveLength(1);
    expect(toManager[0]!.title).toBe('No-show recorded');
  });

  it('leaves a worker who checked in (marked by the manager), and a booking cancelled before the start', async () => {
    const { owner, shift } = await shiftOf({ maxApplications: 2 });
    const arrived = await booked(owner, shift.id);
    const cancelled = await booked(owner, shift.id);
    hoursBefore(shift, 100);
    expectStatus(await cancelBooking(cancelled.talent, cancelled.applicationId), 200);
    atStart(shift, HOUR);
    expectStatus(
      await markArrived(owner, arrived.applicationId, {
        arrivedAt: startPlus(shift, 0),
        reason: 'Signed in on paper',
      }),
      200,
    );
    atEnd(shift, 5 * HOUR);
    await runDue();
    await runAutoNoShow(t.ctx, { subjectId: arrived.applicationId });
    await runAutoNoShow(t.ctx, { subjectId: cancelled.applicationId });
    expect((await applicationRow(arrived.applicationId)).status).toBe('checked_in');
    expect((await applicationRow(cancelled.applicationId)).status).toBe('cancelled');
    expect((await noticesTo(arrived.talent.userId)).some((n) => n.type === 'no_show')).toBe(false);
    expect((await noticesTo(cancelled.talent.userId)).some((n) => n.type === 'no_show')).toBe(false);
  });

  it("does nothing after the manager's 'Mark no-show' (one notice only)", async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atStart(shift, HOUR);
    expectStatus(await markNoShow(owner, worker.applicationId), 200);
    atEnd(shift, 4 * HOUR);
    await runDue();
    expect(await applicationRow(worker.applicationId)).toMatchObject({
      status: 'no_show',
      cancelledBy: 'manager',
    });
    expect((await noticesTo(worker.talent.userId)).filter((n) => n.type === 'no_show')).toHaveLength(1);
    expect((await noticesTo(owner.userId)).some((n) => n.type === 'no_show')).toBe(false);
  });

  it('moves with an edit of the end time; a job run early (an end moved later) is due again at the new time', async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    const form = editForm(shift as ShiftWithContactDto, { endTime: '17:00' });
    expectStatus(await putShift(owner, shift.id, form), 200);
    const laterEnd = new Date(shift.endsAt).getTime() + 2 * HOUR;
    expect((await noShowJobs(worker.applicationId)).map((j) => j.runAt.getTime())).toEqual([
      laterEnd + 4 * HOUR,
    ]);
    // At the old time the booking is not settled yet: the job does nothing and stays due at the new time.
    atEnd(shift, 4 * HOUR);
    await runAutoNoShow(t.ctx, { subjectId: worker.applicationId });
    expect((await applicationRow(worker.applicationId)).status).toBe('accepted');
    t.ctx.clock.now = new Date(laterEnd + 4 * HOUR);
    await runDue();
    expect((await applicationRow(worker.applicationId)).status).toBe('no_show');
  });
});

describe('races have one outcome', () => {
  it("the worker's check-in against the manager's 'Mark no-show'", async () => {
    const { owner, applicationId, talent, code, shift } = await bookedWithCode();
    atStart(shift, 40 * 60 * 1000);
    const [checkedIn, marked] = await Promise.all([
      checkIn(talent, applicationId, code),
      markNoShow(owner, applicationId),
    ]);
    expect([checkedIn.statusCode, marked.statusCode].sort()).toEqual([200, 409]);
    const status = (await applicationRow(applicationId)).status;
    expect(status).toBe(checkedIn.statusCode === 200 ? 'checked_in' : 'no_show');
    const types = (await noticesTo(talent.userId)).map((n) => n.type);
    expect(types.includes('no_show')).toBe(status === 'no_show');
  });

  it("the manager's 'Mark no-show' against the automatic one: one no-show, one notice", async () => {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atEnd(shift, 4 * HOUR);
    await Promise.all([
      markNoShow(owner, worker.applicationId),
      runAutoNoShow(t.ctx, { subjectId: worker.applicationId }),
    ]);
    expect((await applicationRow(worker.applicationId)).status).toBe('no_show');
    expect((await noticesTo(worker.talent.userId)).filter((n) => n.type === 'no_show')).toHaveLength(1);
  });
});

describe('appeals', () => {
  async function noShow() {
    const { owner, shift } = await shiftOf();
    const worker = await booked(owner, shift.id);
    atStart(shift, HOUR);
    expectStatus(await markNoShow(owner, worker.applicationId), 200);
    return { owner, shift, worker, decidedAt: t.ctx.now() };
  }

  it('takes one appeal with a note from the worker, within 14 days, and lists it as theirs', async () => {
    const { owner, worker, decidedAt } = await noShow();
    t.ctx.clock.now = new Date(decidedAt.getTime() + 14 * DAY);
    const body = expectStatus(await appeal(worker.talent, worker.applicationId), 201);
    expect(body.appeal).toMatchObject({
      subjectKind: 'no_show',
      subjectId: worker.applicationId,
      status: 'open',
      note: 'I was there; the manager saw me.',
      decidedAt: null,
    });
    expect(refusalOf(await appeal(worker.talent, worker.applicationId))).toBe(
      'You have already appealed this decision.',
    );
    expect(await appealRows(worker.applicationId)).toHaveLength(1);
    const mine = expectStatus(await myAppeals(worker.talent), 200);
    expect(mine.appeals.map((a: { subjectId: string }) => a.subjectId)).toEqual([worker.applicationId]);
    expect(expectStatus(await myAppeals(owner), 403)).toBeTruthy();
  });

  it('takes on this route only the kinds it can check, so a no-show is not appealed again under another kind', async () => {
    const { worker } = await noShow();
    const appealAs = async (subjectKind: string) =>
      (await as(worker.talent)).post('/api/appeals', {
        subjectKind,
        subjectId: worker.applicationId,
        note: 'I was there; the manager saw me.',
      });
    expectStatus(await appeal(worker.talent, worker.applicationId), 201);
    // A suspension is appealed through the signed link of its e-mail (docs/product/operations.md), never here.
    const asSuspension = await appealAs('suspension');
    expect(asSuspension.statusCode).toBe(400);
    expect(refusalOf(asSuspension)).toBe(
      'Choose what you are appealing: a no-show, a cancellation or a profile decision.',
    );
    expectStatus(await appealAs('nonsense'), 400);
    // The kinds this route checks still test the subject against their own rules.
    const asCancellation = await appealAs('cancellation');
    expect(asCancellation.statusCode).toBe(409);
    expect(refusalOf(asCancellation)).toBe('Only a late or very late cancellation can be appealed.');
    expectStatus(await appealAs('vetting'), 404);
    expect(await appealRows(worker.applicationId)).toHaveLength(1);
  });

  it('refuses after 14 days, without a note, for a booking that is not a no-show, and for someone else (404)', async () => {
    const later = await shiftOf();
    const other = await booked(later.owner, later.shift.id);
    const { shift, worker, decidedAt } = await noShow();
    expect(refusalOf(await appeal(other.talent, worker.applicationId))).toBe(
      'No such no-show was found on your shifts.',
    );
    expectStatus(await appeal(otherManager, worker.applicationId), 403);
    expectStatus(await appeal(worker.talent, 'not-an-id'), 404);
    expect(refusalOf(await appeal(worker.talent, worker.applicationId, '  '))).toBe(
      'Please say why the decision is wrong.',
    );
    expectStatus(await appeal(worker.talent, worker.applicationId, 'x'.repeat(1001)), 400);
    expect(refusalOf(await appeal(other.talent, other.applicationId))).toBe(
      'Only a no-show can be appealed.',
    );

    t.ctx.clock.now = new Date(decidedAt.getTime() + 14 * DAY + 1);
    const late = await appeal(worker.talent, worker.applicationId);
    expect(late.statusCode).toBe(409);
    expect(refusalOf(late)).toBe('Appeals are accepted within 14 days of the decision.');
    expect(await appealRows(worker.applicationId)).toHaveLength(0);
    expect(shift.id).toBeTruthy();
  });
});
