// 'Correct times' is bounded to the shift's windows, and a timesheet claiming more than scheduled waits for the
// manager: never approved by the 48 h job nor by 'Approve all' (docs/product/attendance.md, "Timesheets";
// docs/decisions/017-attendance-and-timesheets.md).
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/server/seed/factories/shifts';
import { expectStatus } from '../support/marketplace';
import { booked, cancellationsAppForFile, noticesTo, refusalOf } from './cancellations-fixtures';
import { at, HOUR, runDue } from './clock';
import {
  approve,
  approveAll,
  as,
  checkInAndOut,
  correct,
  submit,
  t,
  timesheetRow,
  workedShift,
} from './timesheets-fixtures';

cancellationsAppForFile();

/** A 2-hour shift (09:00-11:00, no break, $18.50/h) three days ahead, worked as scheduled. */
const twoHourShift = () => workedShift({ startTime: '09:00', endTime: '11:00', breakDuration: 0 });
const WINDOW_REFUSAL =
  /^Corrected times must fall within the shift's windows: check-in from .+ 8:30 AM to .+ 11:00 AM, check-out by .+ 3:00 PM \(America\/New_York\)\.$/;

describe("'Correct times' within the shift's windows", () => {
  it('refuses a correction to 2099 with the allowed window in the shift’s zone', async () => {
    const { timesheetId, worker } = await twoHourShift();
    const res = await correct(worker.talent, timesheetId, {
      checkInAt: '2099-01-01T09:00',
      checkOutAt: '2099-01-01T11:00',
      note: 'Wrong year.',
    });
    expect(res.statusCode).toBe(400);
    expect(refusalOf(res)).toMatch(WINDOW_REFUSAL);
    expect((await timesheetRow(timesheetId)).workedMinutes).toBe(120);
  });

  it('refuses 23 h 59 min on a 2-hour shift (beyond the check-out window), and a check-in before it opens', async () => {
    const { timesheetId, worker, shift } = await twoHourShift();
    const day = shift.shiftDate;
    const long = await correct(worker.talent, timesheetId, {
      checkInAt: `${day}T09:00`,
      checkOutAt: `${addDays(day, 1)}T08:59`,
      note: 'Stayed all night.',
    });
    expect(long.statusCode).toBe(400);
    expect(refusalOf(long)).toMatch(WINDOW_REFUSAL);
    const early = await correct(worker.talent, timesheetId, {
      checkInAt: `${day}T08:29`,
      checkOutAt: `${day}T11:00`,
      note: 'Came early.',
    });
    expect(early.statusCode).toBe(400);
    const lateIn = await correct(worker.talent, timesheetId, {
      checkInAt: `${day}T11:01`,
      checkOutAt: `${day}T12:00`,
      note: 'Came after the end.',
    });
    expect(lateIn.statusCode).toBe(400);
    expect((await timesheetRow(timesheetId)).payCents).toBe(3700);
  });

  it('accepts the windows’ edges: check-in 30 min before the start, check-out at the automatic check-out', async () => {
    const { timesheetId, worker, shift } = await twoHourShift();
    const day = shift.shiftDate;
    const body = expectStatus(
      await correct(worker.talent, timesheetId, {
        checkInAt: `${day}T08:30`,
        checkOutAt: `${day}T15:00`,
        note: 'Set up early and cleaned after.',
      }),
      200,
    );
    expect(body.timesheet).toMatchObject({
      workedMinutes: 390,
      flag: { reason: 'claimed_over_scheduled', scheduledMinutes: 120, claimedMinutes: 390 },
    });
  });
});

describe('a timesheet claiming more than scheduled', () => {
  it('is flagged; the manager is told "scheduled 2 h, claimed 6 h 30 min"; the 48 h job leaves it for the manager', async () => {
    const { timesheetId, worker, owner, shift } = await twoHourShift();
    const day = shift.shiftDate;
    expect((await timesheetRow(timesheetId)).flaggedReason).toBeNull();
    expectStatus(
      await correct(worker.talent, timesheetId, {
        checkInAt: `${day}T08:30`,
        checkOutAt: `${day}T15:00`,
        note: 'Stayed to close.',
      }),
      200,
    );
    expect((await timesheetRow(timesheetId)).flaggedReason).toBe('claimed_over_scheduled');
    expectStatus(await submit(worker.talent, timesheetId), 200);
    const notice = (await noticesTo(owner.userId)).find((n) => n.type === 'timesheet_submitted');
    expect(notice?.message).toContain('scheduled 2 h, claimed 6 h 30 min');
    expect(notice?.message).toContain('not approved automatically');

    at(t.ctx.now().getTime() + 49 * HOUR);
    await runDue();
    expect((await timesheetRow(timesheetId)).status).toBe('submitted');
    at(t.ctx.now().getTime() + 30 * 24 * HOUR);
    await runDue();
    expect((await timesheetRow(timesheetId)).status).toBe('submitted');

    // The manager's list shows the flag; their own 'Approve' decides it.
    const list = expectStatus(await (await as(owner)).get(`/api/shifts/${shift.id}/timesheets`), 200);
    expect(list.timesheets[0].flag).toEqual({
      reason: 'claimed_over_scheduled',
      scheduledMinutes: 120,
      claimedMinutes: 390,
    });
    expect(expectStatus(await approve(owner, timesheetId), 200).timesheet.status).toBe('approved');
  });

  it("is skipped by 'Approve all' and 'Approve all submitted', which say how many were left for review", async () => {
    const { owner, shift, worker, timesheetId } = await workedShift({
      startTime: '09:00',
      endTime: '11:00',
      breakDuration: 0,
      maxApplications: 2,
    });
    at(new Date(shift.startsAt).getTime() - 72 * HOUR);
    const second = await booked(owner, shift.id);
    // The second worker checked in 20 min early by the app: more than scheduled too.
    const secondId = await checkInAndOut(shift.id, second.applicationId, {
      checkInAt: (s) => new Date(s.getTime() - 20 * 60_000),
    });
    expect((await timesheetRow(secondId)).flaggedReason).toBe('claimed_over_scheduled');
    expect((await timesheetRow(timesheetId)).flaggedReason).toBeNull();

    expect(expectStatus(await approveAll(owner, shift.id), 200)).toEqual({ approved: 1, leftForReview: 1 });
    expect((await timesheetRow(timesheetId)).status).toBe('approved');
    expect((await timesheetRow(secondId)).status).toBe('draft');

    expectStatus(await submit(second.talent, secondId), 200);
    // The count on 'Approve all submitted (n)' asks for the unflagged ones: this one is not among them.
    const list = async (query: string) =>
      expectStatus(await (await as(owner)).get(`/api/timesheets?status=submitted${query}`), 200);
    expect((await list('&flagged=false')).total).toBe(0);
    expect((await list('&flagged=true')).timesheets.map((t: { id: string }) => t.id)).toEqual([secondId]);
    expect((await list('')).total).toBe(1);
    const all = await (await as(owner)).post('/api/timesheets/approve-all');
    expect(expectStatus(all, 200)).toEqual({ approved: 0, leftForReview: 1 });
    expect((await timesheetRow(secondId)).status).toBe('submitted');
    expect(expectStatus(await approve(owner, secondId), 200).timesheet.status).toBe('approved');
    expect(worker.applicationId).toBeTruthy();
  });

  it('a correction back within the schedule clears the flag', async () => {
    const { timesheetId, worker, shift } = await twoHourShift();
    const day = shift.shiftDate;
    const body = { note: 'Fixing my times.' };
    await correct(worker.talent, timesheetId, {
      ...body,
      checkInAt: `${day}T08:45`,
      checkOutAt: `${day}T11:30`,
    });
    expect((await timesheetRow(timesheetId)).flaggedReason).toBe('claimed_over_scheduled');
    const res = await correct(worker.talent, timesheetId, {
      ...body,
      checkInAt: `${day}T09:05`,
      checkOutAt: `${day}T11:00`,
    });
    expect(expectStatus(res, 200).timesheet.flag).toBeNull();
    expect((await timesheetRow(timesheetId)).flaggedReason).toBeNull();
  });
});
