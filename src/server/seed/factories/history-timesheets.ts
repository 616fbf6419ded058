// The demo's past completed bookings get what the live flow leaves behind a completion (docs/product/payments.md,
// "Demo money"): an approved timesheet, the approved pay owed in the ledger, and, where money moves through
// TalentBridge, the charge and the payout (money/history-money.ts). So a demo worker's Earnings and the money
// timeline show real figures beside their completed shifts.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { timesheetPay } from '../../../shared/domain/pay';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, timesheets } from '../../db/schema';
import { timesheetPayPosting } from '../../features/timesheets/complete-application';
import { postTransactions } from '../../ledger/post-transaction';
import { recordHistoryMoney } from '../../money/history-money';

const MINUTE = 60_000;

/**
 * For the completed bookings on these managers' shifts that have no timesheet yet: the worker's timesheet of the
 * checked-in span, submitted at check-out and approved by the manager at the completion. One transaction; returns
 * the number of timesheets and of charges written.
 */
export async function seedHistoryTimesheets(ctx: AppContext, managerIds: readonly string[]) {
  return ctx.db.transaction(async (tx) => {
    const done = await tx
      .select({ application: shiftApplications, shift: shifts })
      .from(shiftApplications)
      .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
      .leftJoin(timesheets, eq(timesheets.applicationId, shiftApplications.id))
      .where(
        and(
          inArray(shifts.managerId, [...managerIds]),
          eq(shiftApplications.status, 'completed'),
          isNull(timesheets.id),
        ),
      );
    const rows = done.flatMap(({ application: a, shift }) => {
      if (!a.checkedInAt || !a.checkedOutAt || !a.completedAt) return [];
      const pay = timesheetPay({
        checkInAt: a.checkedInAt,
        checkOutAt: a.checkedOutAt,
        breakMinutes: shift.breakMinutes,
        hourlyRateCents: shift.hourlyRateCents,
      });
      return [
        {
          applicationId: a.id,
          shiftId: shift.id,
          workerId: a.workerId,
          managerId: shift.managerId,
          checkInAt: a.checkedInAt,
          checkOutAt: a.checkedOutAt,
          breakMinutes: shift.breakMinutes,
          workedMinutes: pay.workedMinutes,
          hourlyRateCents: shift.hourlyRateCents,
          payCents: pay.payCents,
          status: 'approved' as const,
          source: 'worker' as const,
          createdAt: a.checkedOutAt,
          submittedAt: new Date(a.checkedOutAt.getTime() + 10 * MINUTE),
          approvedAt: a.completedAt,
          approvedBy: 'manager' as const,
        },
      ];
    });
    if (rows.length === 0) return { timesheets: 0, charges: 0 };
    const written = await tx.insert(timesheets).values(rows).returning();
    await postTransactions(
      tx,
      written.map((t) => timesheetPayPosting({ id: t.shiftId, managerId: t.managerId }, t, t.approvedAt!)),
    );
    const charges = await recordHistoryMoney(tx, ctx, written);
    return { timesheets: written.length, charges };
  });
}
