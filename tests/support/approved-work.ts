// Approved work through the app (docs/product/payments.md, "Charges and payouts"): a past shift of the manager's
// with the worker's whole-shift timesheet, approved by the manager over HTTP, so its charge and payout are the real
// flow's. With the payments fake, settle() then runs the charge and payout jobs.
import { eq } from 'drizzle-orm';
import { moneyMovements, shifts, timesheets } from '../../src/server/db/schema';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import type { ShiftFormInput } from '../../src/shared/schemas/shifts';
import { wholeShiftTimesheet } from '../factories/timesheets';
import type { TestApp } from './http';

const DAY = 86_400_000;
/** A test file's app, or the browser suite's running one. */
type App = Pick<TestApp, 'app' | 'ctx'>;

/** The timesheet, approved; throws with the answer when the approval is refused. */
export async function approvedWork(
  t: App,
  manager: { userId: string; token: string },
  workerId: string,
  shift: Partial<ShiftFormInput> = {},
) {
  const posted = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * DAY), shift);
  const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  const draft = await t.ctx.db.transaction((tx) => wholeShiftTimesheet(tx, t.ctx, row!, workerId));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/timesheets/${draft.id}/approve`,
    headers: { cookie: `tb_session=${manager.token}` },
  });
  if (res.statusCode !== 200) throw new Error(`approve answered ${res.statusCode}: ${res.body}`);
  const [approved] = await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, draft.id));
  return approved!;
}

/** The money movements of a timesheet: its charge, and its payout once one is written. */
export async function movementsOf(t: App, timesheetId: string) {
  const rows = await t.ctx.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.timesheetId, timesheetId));
  return { charge: rows.find((m) => m.kind === 'charge'), payout: rows.find((m) => m.kind === 'payout') };
}

/** Runs the due jobs until none is left (a charge makes its payout due at once). */
export async function settle(t: App) {
  while ((await t.ctx.services.scheduler.runDue()) > 0);
}
