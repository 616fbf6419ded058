// docs/product/operations.md, "Queues": disputed timesheets, oldest dispute first. 'Keep the approved
// times' leaves the times, pay and ledger as they are; "Use the worker's times" (kept at 'Adjust', or entered by staff)
// recomputes the pay with pay.ts and records the difference once as a ledger transaction of kind 'dispute_adjustment'
// (integer cents, always positive: the business owes the worker more, or the worker owes the business back). The
// timesheet returns to 'Adjusted' and cannot be disputed again. When the approved pay was charged, the money follows
// instead (src/server/money/correction.ts). Both sides are told in the app and by e-mail, and their screens refetch.
import { and, asc, eq } from 'drizzle-orm';
import { bookingLedgerKey, totals } from '../../../shared/domain/ledger';
import { OPS_QUEUE_MESSAGES as MSG } from '../../../shared/domain/ops-queues';
import { hoursLabel, timesheetPay } from '../../../shared/domain/pay';
import { instantFromLocal, spanProblem } from '../../../shared/domain/timesheet';
import { dollars } from '../../../shared/marketplace/cancellation-messages';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import { publishApplicationChanged } from '../../booking/application-events';
import { shiftLine } from '../../booking/cancellation-notices';
import { timesheetTimesColumns, toTimesheetTimes } from '../../booking/timesheet-times';
import { shiftApplications, shifts, timesheets } from '../../db/schema';
import { postBookingOwed } from '../../ledger/booking-owed';
import { ledgerTransactionByKey } from '../../ledger/read-ledger';
import { AppError } from '../../lib/app-error';
import { correctApprovedPay } from '../../money/correction';
import { type Decision, type QueueDef, queueListing, tell } from './queue-kit';

const disputed = eq(timesheets.status, 'disputed');

/** The times "Use the worker's times" applies: entered by staff (both), else those kept at 'Adjust'. */
function workerTimes({ input }: Decision, row: typeof timesheets.$inferSelect, timeZone: string) {
  if (input.checkInAt || input.checkOutAt) {
    const checkInAt = input.checkInAt ? instantFromLocal(input.checkInAt, timeZone) : null;
    const checkOutAt = input.checkOutAt ? instantFromLocal(input.checkOutAt, timeZone) : null;
    if (!checkInAt || !checkOutAt) throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES.invalidTime);
    const problem = spanProblem(checkInAt, checkOutAt);
    if (problem) throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES[problem]);
    return { checkInAt, checkOutAt };
  }
  if (!row.workerCheckInAt || !row.workerCheckOutAt) throw new AppError('BAD_REQUEST', MSG.timesNeeded);
  return { checkInAt: row.workerCheckInAt, checkOutAt: row.workerCheckOutAt };
}

export const disputesQueue: QueueDef = {
  ...queueListing({
    key: 'timesheet-disputes',
    label: 'Disputed timesheets',
    targetKind: 'timesheet',
    table: timesheets,
    open: disputed,
    openedAt: timesheets.disputedAt,
    page: (ctx, offset, limit) =>
      ctx.db
        .select({
          t: timesheets,
          business: shifts.businessName,
          title: shifts.positionTitle,
          times: timesheetTimesColumns,
        })
        .from(timesheets)
        .innerJoin(shifts, eq(shifts.id, timesheets.shiftId))
        .innerJoin(shiftApplications, eq(shiftApplications.id, timesheets.applicationId))
        .where(disputed)
        .orderBy(asc(timesheets.disputedAt), asc(timesheets.id))
        .limit(limit)
        .offset(offset),
    accounts: ({ t }) => [t.workerId],
    item: ({ t, business, title, times }, people) => ({
      id: t.id,
      createdAt: t.disputedAt ?? t.updatedAt,
      title: `${people.get(t.workerId) ?? 'A worker'} disputes ${business}'s adjustment (${title})`,
      body: t.disputeNote ?? '',
      // The times themselves are side by side in `timesheet`, on the shift's clock.
      facts: [
        { label: 'Approved hours and pay', value: `${hoursLabel(t.workedMinutes)}, ${dollars(t.payCents)}` },
        ...(t.workerCheckInAt && t.workerCheckOutAt
          ? []
          : [{ label: "Worker's times", value: 'Not kept: enter them' }]),
        { label: "Manager's reason", value: t.adjustReason ?? '' },
      ],
      link: `/ops/accounts/${t.workerId}`,
      timesheet: toTimesheetTimes(t, times),
    }),
  }),
  claim: async ({ tx, id, decision, reason, staff, now }) => {
    const rows = await tx
      .update(timesheets)
      .set({
        status: 'adjusted',
        disputeDecidedAt: now,
        disputeDecidedBy: staff.id,
        disputeDecision: decision === 'keep' ? 'keep' : 'worker_times',
        disputeReason: reason,
        updatedAt: now,
      })
      .where(and(eq(timesheets.id, id), disputed))
      .returning({ id: timesheets.id });
    return rows.length === 1;
  },
  past: async (tx, id) => {
    const [row] = await tx.select().from(timesheets).where(eq(timesheets.id, id)).limit(1);
    if (!row) return null;
    return { at: row.disputeDecidedAt, byId: row.disputeDecidedBy, decision: row.disputeDecision };
  },
  apply: async (d) => {
    const { tx, id, decision, reason, staff, now } = d;
    const [row] = await tx.select().from(timesheets).where(eq(timesheets.id, id)).limit(1);
    const [shift] = await tx.select().from(shifts).where(eq(shifts.id, row!.shiftId)).limit(1);
    const before = { payCents: row!.payCents, workedMinutes: row!.workedMinutes };
    let pay = before;
    let differenceCents = 0;
    if (decision === 'worker_times') {
      const times = workerTimes(d, row!, shift!.timeZone);
      const figures = timesheetPay({
        ...times,
        breakMinutes: row!.breakMinutes,
        hourlyRateCents: row!.hourlyRateCents,
      });
      pay = { payCents: figures.payCents, workedMinutes: figures.workedMinutes };
      await tx
        .update(timesheets)
        .set({ ...times, ...figures })
        .where(eq(timesheets.id, id));
      // The approved pay as the ledger recorded it at approval, not as the timesheet says now.
      const paid = await ledgerTransactionByKey(tx, bookingLedgerKey('timesheet_pay', row!.applicationId));
      differenceCents = figures.payCents - (paid ? totals(paid.lines).debit : 0);
      const reasonText = `Dispute of timesheet ${id} decided: ${figures.workedMinutes} min at ${dollars(row!.hourlyRateCents)}/hr`;
      // When the approved pay was charged, the money follows (docs/product/payments.md, "Corrections"); otherwise
      // only what is owed changes.
      const corrected =
        differenceCents !== 0 &&
        (await correctApprovedPay(tx, d.ctx, {
          timesheetId: id,
          shift: shift!,
          payAfterCents: figures.payCents,
          reason: reasonText,
          at: now,
        }));
      if (differenceCents !== 0 && !corrected)
        await postBookingOwed(tx, {
          kind: 'dispute_adjustment',
          managerId: shift!.managerId,
          workerId: row!.workerId,
          workerOwes: differenceCents < 0,
          amountCents: Math.abs(differenceCents),
          shiftId: shift!.id,
          applicationId: row!.applicationId,
          timesheetId: id,
          reason: reasonText,
          at: now,
        });
    }
    const line = shiftLine(shift!);
    const outcome =
      decision === 'keep'
        ? `The approved times stand: ${hoursLabel(pay.workedMinutes)}, ${dollars(pay.payCents)}.`
        : `The worker's times now apply: ${hoursLabel(pay.workedMinutes)}, ${dollars(pay.payCents)}.`;
    const pages = [
      { userId: row!.workerId, link: '/worker-dashboard' },
      { userId: shift!.managerId, link: '/manager/timesheets' },
    ];
    for (const { userId, link } of pages)
      await tell(tx, {
        userId,
        staffId: staff.id,
        type: 'timesheet_dispute_decided',
        title: 'The timesheet dispute is decided',
        message: `The operations team decided the disputed timesheet for ${line}. ${outcome} ${reason}`,
        link,
      });
    // Both sides' open screens refetch and show the decision on the timesheet, as after every timesheet change.
    await publishApplicationChanged(
      tx,
      { workerId: row!.workerId, managerId: shift!.managerId },
      { applicationId: row!.applicationId, shiftId: shift!.id, status: 'completed' },
    );
    return { before, after: { ...pay, differenceCents } };
  },
  audit: { keep: 'staff.timesheet_dispute_kept', worker_times: 'staff.timesheet_dispute_worker_times' },
};
