// docs/product/operations.md, "Queues": a disputed timesheet decided by staff — 'Keep the approved
// times' changes nothing of the pay; "Use the worker's times" recomputes it with pay.ts and records the difference once
// as a 'dispute_adjustment' ledger transaction (positive, its direction by the accounts debited and credited); both sides told; two staff at
// once decide once; a decided dispute cannot be disputed again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timesheets } from '../../src/server/db/schema';
import { owedAmounts } from '../support/ledger';
import { expectStatus } from '../support/marketplace';
import { cancellationsAppForFile } from './cancellations-fixtures';
import { HOUR } from './clock';
import {
  auditOf,
  decideItem,
  frontPage,
  mailTo,
  noticesOf,
  queuePage,
  twoStaff,
} from './ops-queues-fixtures';
import { adjust, dispute, payLedger, t, timesheetRow, workedShift } from './timesheets-fixtures';

cancellationsAppForFile();

/** A worked shift (09:00-15:00, 30 min break, $18.50/h) the manager adjusted to `checkInAt` and the worker disputed. */
async function disputed(checkInAt: string, checkOutAt = '15:00') {
  const worked = await workedShift();
  const day = worked.shift.shiftDate;
  const times = {
    checkInAt: `${day}T${checkInAt}`,
    checkOutAt: `${day}T${checkOutAt}`,
    reason: 'Arrived late.',
  };
  expectStatus(await adjust(worked.owner, worked.timesheetId, times), 200);
  t.ctx.clock.now = new Date(t.ctx.now().getTime() + HOUR);
  expectStatus(await dispute(worked.worker.talent, worked.timesheetId, 'I was there at 9:00.'), 200);
  return { ...worked, day };
}
const adjustments = (applicationId: string) =>
  owedAmounts(t.ctx.db, { applicationId, kind: 'dispute_adjustment' });

describe('disputed timesheets', () => {
  it('"Use the worker\'s times" pays the difference once; the second staff member is told who decided', async () => {
    const { olive, pat } = await twoStaff();
    const d = await disputed('10:00');
    // Adjusted: 10:00-15:00 less 30 min = 270 min at $18.50 = $83.25; the worker's 09:00-15:00 = 330 min = $101.75.
    expect((await payLedger(d.worker.applicationId))[0]!.amountCents).toBe(8325);
    const front = await frontPage(olive);
    expect(front['timesheet-disputes']!.count).toBeGreaterThanOrEqual(1);
    const page = expectStatus(await queuePage(olive, 'timesheet-disputes'), 200);
    const item = page.items.find((i: { id: string }) => i.id === d.timesheetId);
    expect(item.body).toBe('I was there at 9:00.');
    expect(page.decisions.map((x: { label: string }) => x.label)).toEqual([
      'Keep the approved times',
      "Use the worker's times",
    ]);

    const results = await Promise.all([
      decideItem(olive, 'timesheet-disputes', d.timesheetId, {
        decision: 'worker_times',
        reason: 'Door log.',
      }),
      decideItem(pat, 'timesheet-disputes', d.timesheetId, { decision: 'worker_times', reason: 'Door log.' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toMatch(
      /^Already decided by (Olive Ops|Pat Console) at .*: Use the worker's times\.$/,
    );
    const row = await timesheetRow(d.timesheetId);
    expect(row).toMatchObject({
      status: 'adjusted',
      workedMinutes: 330,
      payCents: 10175,
      disputeDecision: 'worker_times',
    });
    const [entry] = await adjustments(d.worker.applicationId);
    expect(entry).toMatchObject({
      amountCents: 1850,
      debtorUserId: d.owner.userId,
      creditorUserId: d.worker.talent.userId,
    });
    expect(await adjustments(d.worker.applicationId)).toHaveLength(1);
    for (const userId of [d.owner.userId, d.worker.talent.userId])
      expect((await noticesOf(userId, 'timesheet_dispute_decided'))[0]!.message).toContain(
        '5 h 30 min, $101.75',
      );
    expect((await mailTo(d.worker.talent.email))[0]!.subject).toBe('The timesheet dispute is decided');
    expect((await auditOf(d.timesheetId))[0]).toMatchObject({
      action: 'staff.timesheet_dispute_worker_times',
      before: { status: 'open', payCents: 8325, workedMinutes: 270 },
    });
    const again = await dispute(d.worker.talent, d.timesheetId, 'Once more.');
    expect(again.statusCode).toBe(409);
  });

  it("entered times that pay less make the worker the debtor; 'Keep the approved times' changes nothing", async () => {
    const { olive } = await twoStaff();
    const lower = await disputed('09:00', '14:00');
    const entered = { checkInAt: `${lower.day}T09:00`, checkOutAt: `${lower.day}T13:30` };
    const bad = await decideItem(olive, 'timesheet-disputes', lower.timesheetId, {
      decision: 'worker_times',
      reason: 'CCTV.',
      checkInAt: entered.checkOutAt,
      checkOutAt: entered.checkInAt,
    });
    expect(bad.json().error.message).toBe('The check-out time must be after the check-in time.');
    expect((await timesheetRow(lower.timesheetId)).status).toBe('disputed');
    expectStatus(
      await decideItem(olive, 'timesheet-disputes', lower.timesheetId, {
        decision: 'worker_times',
        reason: 'CCTV.',
        ...entered,
      }),
      200,
    );
    // Approved 09:00-14:00 = 270 min ($83.25); entered 09:00-13:30 = 240 min ($74.00): the worker owes $9.25 back.
    const [entry] = await adjustments(lower.worker.applicationId);
    expect(entry).toMatchObject({
      amountCents: 925,
      debtorUserId: lower.worker.talent.userId,
      creditorUserId: lower.owner.userId,
    });

    const kept = await disputed('10:00');
    expectStatus(
      await decideItem(olive, 'timesheet-disputes', kept.timesheetId, { decision: 'keep', reason: 'Rota.' }),
      200,
    );
    expect(await timesheetRow(kept.timesheetId)).toMatchObject({ status: 'adjusted', payCents: 8325 });
    expect(await adjustments(kept.worker.applicationId)).toEqual([]);
    const [stored] = await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, kept.timesheetId));
    expect(stored!.disputeReason).toBe('Rota.');
  });
});
