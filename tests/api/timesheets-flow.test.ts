// End to end through the real routes with a moved clock: the worker checks in with the
// code their manager reads, checks out (N's check-out calls createTimesheet), submits, the manager approves; and the
// automatic check-out's timesheet (source 'auto', at the scheduled end) is approved automatically 72 h later.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timesheets } from '../../src/server/db/schema';
import { expectStatus } from '../support/marketplace';
import { booked, cancellationsAppForFile, shiftOf, t } from './cancellations-fixtures';
import { at, HOUR, runDue } from './clock';
import { applicationStatus, as, payLedger, submit } from './timesheets-fixtures';

cancellationsAppForFile();

const MINUTE = 60_000;
const timesheetOf = async (applicationId: string) =>
  (await t.ctx.db.select().from(timesheets).where(eq(timesheets.applicationId, applicationId)))[0];

async function bookedAndCheckedIn({ minutesBeforeStart = 10 } = {}) {
  const { owner, shift } = await shiftOf();
  const worker = await booked(owner, shift.id);
  const start = new Date(shift.startsAt).getTime();
  at(start - minutesBeforeStart * MINUTE);
  const { code } = expectStatus(await (await as(owner)).get(`/api/shifts/${shift.id}/check-in-code`), 200);
  expectStatus(
    await (await as(worker.talent)).post(`/api/applications/${worker.applicationId}/check-in`, { code }),
    200,
  );
  return { owner, shift, worker, start, end: new Date(shift.endsAt).getTime() };
}

describe('check-in, check-out, timesheet, approval', () => {
  it("the worker's check-out creates the draft; submit and 'Approve' complete the booking with the pay owed", async () => {
    const { owner, worker, start, end } = await bookedAndCheckedIn();
    at(end + 5 * MINUTE);
    expectStatus(
      await (await as(worker.talent)).post(`/api/applications/${worker.applicationId}/check-out`),
      200,
    );
    const draft = await timesheetOf(worker.applicationId);
    // Checked in 10 min before the start (09:00-15:00 shift), out 5 min after the end: 6 h 15 min − 30 min = 345 min.
    expect(draft).toMatchObject({ status: 'draft', source: 'worker', workedMinutes: 345 });
    expect(draft!.checkInAt.getTime()).toBe(start - 10 * MINUTE);
    expect(draft!.payCents).toBe(Math.floor((345 * 1850 + 30) / 60));
    expectStatus(await submit(worker.talent, draft!.id), 200);
    const approved = expectStatus(await (await as(owner)).post(`/api/timesheets/${draft!.id}/approve`), 200);
    expect(approved.timesheet.status).toBe('approved');
    expect(await applicationStatus(worker.applicationId)).toBe('completed');
    expect((await payLedger(worker.applicationId))[0]!.amountCents).toBe(draft!.payCents);
  });

  it('a forgotten check-out: the automatic one at end + 4 h records the scheduled end; approved automatically later', async () => {
    const { worker, start, end } = await bookedAndCheckedIn({ minutesBeforeStart: 0 });
    at(end + 4 * HOUR);
    await runDue();
    const auto = await timesheetOf(worker.applicationId);
    expect(auto).toMatchObject({ status: 'draft', source: 'auto', flaggedReason: null });
    expect(auto!.checkOutAt.getTime()).toBe(end);
    expect(auto!.workedMinutes).toBe((end - start) / MINUTE - 30);
    at(end + 4 * HOUR + 24 * HOUR);
    await runDue();
    at(end + 4 * HOUR + 72 * HOUR);
    await runDue();
    expect((await timesheetOf(worker.applicationId))!.status).toBe('approved');
    expect(await applicationStatus(worker.applicationId)).toBe('completed');
  });

  it('checked in 10 min early and out automatically: within the tolerance, so approved automatically', async () => {
    const { worker, start, end } = await bookedAndCheckedIn();
    at(end + 4 * HOUR);
    await runDue();
    const auto = await timesheetOf(worker.applicationId);
    expect(auto).toMatchObject({ source: 'auto', flaggedReason: null });
    expect(auto!.workedMinutes).toBe((end - (start - 10 * MINUTE)) / MINUTE - 30);
    at(end + 4 * HOUR + 24 * HOUR);
    await runDue();
    at(end + 4 * HOUR + 72 * HOUR);
    await runDue();
    expect((await timesheetOf(worker.applicationId))!.status).toBe('approved');
  });

  it('checked in 30 min early and out automatically: more than the tolerance over, so it waits for the manager', async () => {
    const { worker, end } = await bookedAndCheckedIn({ minutesBeforeStart: 30 });
    at(end + 4 * HOUR);
    await runDue();
    const auto = await timesheetOf(worker.applicationId);
    expect(auto).toMatchObject({ source: 'auto', flaggedReason: 'claimed_over_scheduled' });
    at(end + 4 * HOUR + 24 * HOUR);
    await runDue();
    at(end + 4 * HOUR + 72 * HOUR);
    await runDue();
    expect((await timesheetOf(worker.applicationId))!.status).toBe('submitted');
    expect(await applicationStatus(worker.applicationId)).toBe('checked_in');
  });
});
