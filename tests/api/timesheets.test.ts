// A timesheet's life with a moved clock (docs/product/attendance.md, "Timesheets"): created at
// check-out, corrected with a note within 24 h, submitted (by the worker or after 24 h), approved (by the manager or
// after 48 h), completing the booking with the stamp, the count and the ledger entry.
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../support/marketplace';
import { otherManager } from './applications-app';
import { cancellationsAppForFile, noticesTo, refusalOf } from './cancellations-fixtures';
import { at, HOUR, runDue } from './clock';
import {
  applicationStatus,
  approve,
  as,
  correct,
  jobsOf,
  payLedger,
  shiftsCompleted,
  stampsOf,
  submit,
  timesheetRow,
  workedShift,
} from './timesheets-fixtures';

cancellationsAppForFile();

const localOf = (d: Date) => d.toISOString().slice(0, 10);

describe('a timesheet created at check-out', () => {
  it('is a draft with the pay rule applied (6 h − 30 min at $18.50 = 330 min = $101.75) and its auto-submit 24 h on', async () => {
    const { timesheetId, shift } = await workedShift();
    const row = await timesheetRow(timesheetId);
    expect(row).toMatchObject({ status: 'draft', workedMinutes: 330, payCents: 10_175, breakMinutes: 30 });
    const jobs = await jobsOf(timesheetId);
    expect(jobs.map((j) => [j.kind, j.runAt.getTime()])).toEqual([
      ['timesheet-auto-submit', new Date(shift.endsAt).getTime() + 24 * HOUR],
    ]);
  });

  it("'Correct times' within 24 h recomputes the pay and keeps the note", async () => {
    const { timesheetId, worker, shift } = await workedShift();
    const day = shift.shiftDate;
    const body = expectStatus(
      await correct(worker.talent, timesheetId, {
        checkInAt: `${day}T08:55`,
        checkOutAt: `${day}T15:20`,
        note: 'Stayed to close the section.',
      }),
      200,
    );
    // 6 h 25 min − 30 min = 355 min; 355 × 1850 / 60 = 10 945.83 → 10 946 cents.
    expect(body.timesheet).toMatchObject({
      workedMinutes: 355,
      payCents: 10_946,
      workerNote: 'Stayed to close the section.',
    });
    expect(localOf(new Date(body.timesheet.checkInAt))).toBe(day);
  });

  it('refuses a correction that ends before it starts, spans more than 24 h, lacks a note, or comes after 24 h', async () => {
    const { timesheetId, worker, shift } = await workedShift();
    const day = shift.shiftDate;
    const endBefore = await correct(worker.talent, timesheetId, {
      checkInAt: `${day}T15:00`,
      checkOutAt: `${day}T09:00`,
      note: 'x',
    });
    expect(endBefore.statusCode).toBe(400);
    expect(refusalOf(endBefore)).toBe('The check-out time must be after the check-in time.');
    const tooLong = await correct(worker.talent, timesheetId, {
      checkInAt: `${day}T09:00`,
      checkOutAt: `${day}T23:59`.replace(day, nextDay(day)),
      note: 'x',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(refusalOf(tooLong)).toBe('A timesheet cannot be longer than 24 hours.');
    expect(
      (
        await correct(worker.talent, timesheetId, {
          checkInAt: `${day}T09:00`,
          checkOutAt: `${day}T15:00`,
          note: ' ',
        })
      ).statusCode,
    ).toBe(400);
    at(new Date(shift.endsAt).getTime() + 24 * HOUR + 1000);
    const late = await correct(worker.talent, timesheetId, {
      checkInAt: `${day}T09:00`,
      checkOutAt: `${day}T15:00`,
      note: 'x',
    });
    expect(late.statusCode).toBe(409);
    expect(refusalOf(late)).toMatch(/within 24 hours/);
  });

  it("is not another worker's or a manager's to correct", async () => {
    const { timesheetId, owner, shift } = await workedShift();
    const other = await workedShift();
    const body = { checkInAt: `${shift.shiftDate}T09:00`, checkOutAt: `${shift.shiftDate}T15:00`, note: 'x' };
    expect((await correct(other.worker.talent, timesheetId, body)).statusCode).toBe(404);
    expect((await correct(owner, timesheetId, body)).statusCode).toBe(403);
  });
});

describe('submission', () => {
  it('the worker submits; the manager is told and the automatic approval is due 48 h later', async () => {
    const { timesheetId, worker, owner } = await workedShift();
    const body = expectStatus(await submit(worker.talent, timesheetId), 200);
    expect(body.timesheet.status).toBe('submitted');
    expect((await noticesTo(owner.userId)).map((n) => n.type)).toContain('timesheet_submitted');
    const kinds = (await jobsOf(timesheetId)).map((j) => `${j.kind}:${j.status}`);
    expect(kinds).toContain('timesheet-auto-approve:pending');
    expect(kinds).not.toContain('timesheet-auto-submit:pending');
    expect((await submit(worker.talent, timesheetId)).statusCode).toBe(409);
  });

  it('a draft is submitted automatically 24 h after creation, and approved automatically 48 h after that', async () => {
    const { timesheetId, worker, shift } = await workedShift();
    const created = new Date(shift.endsAt).getTime();
    at(created + 24 * HOUR - 1000);
    await runDue();
    expect((await timesheetRow(timesheetId)).status).toBe('draft');
    at(created + 24 * HOUR);
    await runDue();
    expect((await timesheetRow(timesheetId)).status).toBe('submitted');
    at(created + 72 * HOUR);
    await runDue();
    const row = await timesheetRow(timesheetId);
    expect(row).toMatchObject({ status: 'approved', approvedBy: 'system' });
    // Each job recorded its own run (not dropped from under itself).
    expect((await jobsOf(timesheetId)).map((j) => `${j.kind}:${j.status}`).sort()).toEqual([
      'timesheet-auto-approve:done',
      'timesheet-auto-submit:done',
    ]);
    expect(await applicationStatus(worker.applicationId)).toBe('completed');
    expect(
      (await noticesTo(worker.talent.userId)).some((n) => /approved automatically/.test(n.message)),
    ).toBe(true);
  });
});

describe("the manager's 'Approve'", () => {
  it('completes the booking: shifts_completed + 1, a stamp, the ledger entry of the pay, notices to both', async () => {
    const { timesheetId, worker, owner, shift } = await workedShift();
    const before = await shiftsCompleted(worker.talent.userId);
    const body = expectStatus(await approve(owner, timesheetId), 200);
    expect(body.timesheet).toMatchObject({ status: 'approved', approvedBy: 'manager', payCents: 10_175 });
    expect(await applicationStatus(worker.applicationId)).toBe('completed');
    expect(await shiftsCompleted(worker.talent.userId)).toBe(before + 1);
    expect(await stampsOf(worker.talent.userId)).toEqual([
      expect.objectContaining({
        companyName: shift.businessName,
        position: shift.positionTitle,
        startDate: shift.shiftDate,
      }),
    ]);
    expect(await payLedger(worker.applicationId)).toEqual([
      expect.objectContaining({
        amountCents: 10_175,
        debtorUserId: owner.userId,
        creditorUserId: worker.talent.userId,
      }),
    ]);
    expect((await noticesTo(worker.talent.userId)).map((n) => n.type)).toContain('timesheet_approved');
    expect((await noticesTo(owner.userId)).map((n) => n.type)).toContain('timesheet_approved');
    // The card's stamps and count (GET /api/profiles/me, the profile card's source).
    const profile = expectStatus(await (await as(worker.talent)).get('/api/profiles/me'), 200);
    expect(profile.shiftsCompleted).toBe(before + 1);
    expect(profile.workStamps[0]).toMatchObject({
      companyName: shift.businessName,
      position: shift.positionTitle,
    });
    // A second click: already approved, nothing recounted.
    expect((await approve(owner, timesheetId)).statusCode).toBe(409);
    expect(await shiftsCompleted(worker.talent.userId)).toBe(before + 1);
  });

  it("is refused for another manager's timesheet (404) and for the worker (403)", async () => {
    const { timesheetId, worker } = await workedShift();
    expect((await approve(otherManager, timesheetId)).statusCode).toBe(404);
    expect((await approve(worker.talent, timesheetId)).statusCode).toBe(403);
    expect(
      (
        await (
          await as(otherManager)
        ).post(`/api/timesheets/${timesheetId}/adjust`, {
          checkInAt: '2026-01-01T09:00',
          checkOutAt: '2026-01-01T10:00',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await timesheetRow(timesheetId)).status).toBe('draft');
  });
});

function nextDay(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
