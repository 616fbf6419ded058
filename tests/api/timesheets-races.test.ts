// "Bad input and races": approval racing the automatic approval (one outcome), 'Adjust' with
// a reason, 'Dispute' within 48 h and after, 'Approve all', and a night across a daylight-saving change.
import { describe, expect, it } from 'vitest';
import { createManager } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { expectStatus } from '../support/marketplace';
import { booked, cancellationsAppForFile, refusalOf, t } from './cancellations-fixtures';
import { at, HOUR, runDue } from './clock';
import {
  adjust,
  applicationStatus,
  approve,
  approveAll,
  as,
  checkInAndOut,
  correct,
  dispute,
  payLedger,
  shiftsCompleted,
  submit,
  timesheetRow,
  workedShift,
} from './timesheets-fixtures';

cancellationsAppForFile();

describe('approval racing the automatic approval', () => {
  it('has one outcome: one approval, one ledger entry, the count moved once', async () => {
    for (let round = 0; round < 3; round++) {
      const { timesheetId, worker, owner, shift } = await workedShift();
      expectStatus(await submit(worker.talent, timesheetId), 200);
      const before = await shiftsCompleted(worker.talent.userId);
      at(new Date(shift.endsAt).getTime() + 48 * HOUR + 1000);
      const [click] = await Promise.all([approve(owner, timesheetId), runDue()]);
      expect([200, 409]).toContain(click.statusCode);
      const row = await timesheetRow(timesheetId);
      expect(row.status).toBe('approved');
      expect(row.approvedBy).toBe(click.statusCode === 200 ? 'manager' : 'system');
      expect(await payLedger(worker.applicationId)).toHaveLength(1);
      expect(await shiftsCompleted(worker.talent.userId)).toBe(before + 1);
      expect(await applicationStatus(worker.applicationId)).toBe('completed');
    }
  });
});

describe('two decisions at once', () => {
  it("'Approve' and 'Adjust' clicked together: one wins, the other is told it was already decided", async () => {
    const { timesheetId, worker, owner, shift } = await workedShift();
    const day = shift.shiftDate;
    const [a, b] = await Promise.all([
      approve(owner, timesheetId),
      adjust(owner, timesheetId, { checkInAt: `${day}T09:30`, checkOutAt: `${day}T15:00`, reason: 'Late.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(refusalOf(a.statusCode === 409 ? a : b)).toBe('This timesheet has already been approved.');
    const row = await timesheetRow(timesheetId);
    expect(row.status).toBe(a.statusCode === 200 ? 'approved' : 'adjusted');
    expect((await payLedger(worker.applicationId)).map((e) => e.amountCents)).toEqual([row.payCents]);
  });
});

describe("'Adjust' and 'Dispute'", () => {
  it('adjusts with a reason (pay recomputed, fixed in the ledger), refuses without one', async () => {
    const { timesheetId, worker, owner, shift } = await workedShift();
    const day = shift.shiftDate;
    const noReason = await adjust(owner, timesheetId, {
      checkInAt: `${day}T09:30`,
      checkOutAt: `${day}T15:00`,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const backwards = await adjust(owner, timesheetId, {
      checkInAt: `${day}T15:00`,
      checkOutAt: `${day}T09:30`,
      reason: 'Late',
    });
    expect(refusalOf(backwards)).toBe('The check-out time must be after the check-in time.');
    const body = expectStatus(
      await adjust(owner, timesheetId, {
        checkInAt: `${day}T09:30`,
        checkOutAt: `${day}T15:00`,
        reason: 'Arrived at 9:30.',
      }),
      200,
    );
    // 5 h 30 min − 30 min = 300 min at $18.50 = $92.50.
    expect(body.timesheet).toMatchObject({
      status: 'adjusted',
      workedMinutes: 300,
      payCents: 9250,
      adjustReason: 'Arrived at 9:30.',
    });
    expect((await payLedger(worker.applicationId))[0]!.amountCents).toBe(9250);
    expect(await applicationStatus(worker.applicationId)).toBe('completed');
  });

  it('the worker disputes an adjustment within 48 h (shown Disputed; the ledger unchanged); after 48 h it is refused', async () => {
    const first = await workedShift();
    const day = first.shift.shiftDate;
    const times = { checkInAt: `${day}T09:30`, checkOutAt: `${day}T15:00`, reason: 'Arrived at 9:30.' };
    expectStatus(await adjust(first.owner, first.timesheetId, times), 200);
    expect((await dispute(first.worker.talent, first.timesheetId, '')).statusCode).toBe(400);
    at(t.ctx.now().getTime() + 47 * HOUR);
    const body = expectStatus(
      await dispute(first.worker.talent, first.timesheetId, 'I was there at 9:00.'),
      200,
    );
    expect(body.timesheet).toMatchObject({ status: 'disputed', disputeNote: 'I was there at 9:00.' });
    expect((await payLedger(first.worker.applicationId))[0]!.amountCents).toBe(9250);
    expect((await dispute(first.worker.talent, first.timesheetId, 'again')).statusCode).toBe(409);

    const second = await workedShift();
    const d2 = second.shift.shiftDate;
    expectStatus(
      await adjust(second.owner, second.timesheetId, {
        ...times,
        checkInAt: `${d2}T09:30`,
        checkOutAt: `${d2}T15:00`,
      }),
      200,
    );
    at(t.ctx.now().getTime() + 48 * HOUR);
    const late = await dispute(second.worker.talent, second.timesheetId, 'I was there at 9:00.');
    expect(late.statusCode).toBe(409);
    expect(refusalOf(late)).toBe(
      'The 48 hours to dispute this adjustment have passed, so it can no longer be disputed.',
    );
  });

  it("refuses a dispute of a timesheet approved as recorded, and of someone else's", async () => {
    const { timesheetId, worker, owner } = await workedShift();
    expectStatus(await approve(owner, timesheetId), 200);
    expect(refusalOf(await dispute(worker.talent, timesheetId, 'x'))).toBe(
      'Only a timesheet the manager adjusted can be disputed.',
    );
    const other = await workedShift();
    expect((await dispute(other.worker.talent, timesheetId, 'x')).statusCode).toBe(404);
  });
});

describe("'Approve all'", () => {
  it("approves every undecided timesheet of the shift and none of another manager's", async () => {
    const { owner, shift, worker, timesheetId } = await workedShift({ maxApplications: 2 });
    at(new Date(shift.startsAt).getTime() - 72 * HOUR);
    const second = await booked(owner, shift.id);
    const secondId = await checkInAndOut(shift.id, second.applicationId);
    expect((await approveAll(await createManager(t.ctx), shift.id)).statusCode).toBe(404);
    expect(expectStatus(await approveAll(owner, shift.id), 200)).toEqual({ approved: 2, leftForReview: 0 });
    expect((await timesheetRow(timesheetId)).status).toBe('approved');
    expect((await timesheetRow(secondId)).status).toBe('approved');
    expect(await applicationStatus(worker.applicationId)).toBe('completed');
    expect(expectStatus(await approveAll(owner, shift.id), 200)).toEqual({ approved: 0, leftForReview: 0 });
  });
});

describe("'Approve all submitted'", () => {
  it("approves the manager's submitted timesheets across shifts, not drafts nor another manager's", async () => {
    const a = await workedShift();
    const b = await workedShift();
    const draft = await workedShift();
    expectStatus(await submit(a.worker.talent, a.timesheetId), 200);
    expectStatus(await submit(b.worker.talent, b.timesheetId), 200);
    const res = await (await as(a.owner)).post('/api/timesheets/approve-all');
    expect(expectStatus(res, 200)).toEqual({ approved: 1, leftForReview: 0 });
    expect((await timesheetRow(a.timesheetId)).status).toBe('approved');
    expect((await timesheetRow(b.timesheetId)).status).toBe('submitted');
    expect((await timesheetRow(draft.timesheetId)).status).toBe('draft');
  });
});

describe('a night across a daylight-saving change', () => {
  it('counts the real time: 22:00 to 06:00 on the spring-forward night is 7 h (390 min after the break)', async () => {
    const owner = await createManager(t.ctx);
    t.ctx.clock.now = null;
    const shift = await createShift(t.ctx, owner.userId, {
      shiftDate: '2027-03-13',
      startTime: '22:00',
      endTime: '06:00',
      overnight: true,
      hourlyRate: '20.00',
    });
    const worker = await booked(owner, shift.id);
    const timesheetId = await checkInAndOut(shift.id, worker.applicationId);
    // 22:00 EST = 03:00Z, 06:00 EDT = 10:00Z: 7 h, less the 30 min break.
    expect(await timesheetRow(timesheetId)).toMatchObject({ workedMinutes: 390, payCents: 13_000 });
    const body = expectStatus(
      await correct(worker.talent, timesheetId, {
        checkInAt: '2027-03-13T21:30',
        checkOutAt: '2027-03-14T06:00',
        note: 'Came early.',
      }),
      200,
    );
    expect(body.timesheet).toMatchObject({ workedMinutes: 420, payCents: 14_000 });
  });
});
