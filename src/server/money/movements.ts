// Reading the money a booking moves (money_movements, written only in this folder).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { moneyMovements, shifts } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { publishEvent } from '../realtime/publish-event';

export type MoneyMovement = typeof moneyMovements.$inferSelect;

type ReadDb = Pick<Db, 'select'>;

/** The movement a job is about, while it still waits for the provider (a job run again finds none). */
export async function pendingMovement(
  db: ReadDb,
  id: string,
  kind: MoneyMovement['kind'],
): Promise<MoneyMovement | null> {
  const [row] = await db
    .select()
    .from(moneyMovements)
    .where(
      and(eq(moneyMovements.id, id), eq(moneyMovements.kind, kind), eq(moneyMovements.status, 'pending')),
    )
    .limit(1);
  return row ?? null;
}

/** The charge and the payout of each of these timesheets (none for a timesheet whose money has not moved). */
export async function movementsOfTimesheets(db: ReadDb, timesheetIds: readonly string[]) {
  const byTimesheet = new Map<string, { charge?: MoneyMovement; payout?: MoneyMovement }>();
  if (timesheetIds.length === 0) return byTimesheet;
  const rows = await db
    .select()
    .from(moneyMovements)
    .where(inArray(moneyMovements.timesheetId, [...new Set(timesheetIds)]));
  for (const row of rows) {
    if (!row.timesheetId) continue;
    const both = byTimesheet.get(row.timesheetId) ?? {};
    both[row.kind] = row;
    byTimesheet.set(row.timesheetId, both);
  }
  return byTimesheet;
}

/** The shift's words for a notice ("Server at Cafe on Fri, Dec 4, 9:00 AM - 5:00 PM"). */
export async function shiftOfMovement(db: ReadDb, m: Pick<MoneyMovement, 'shiftId'>) {
  const [shift] = await db
    .select({
      id: shifts.id,
      managerId: shifts.managerId,
      businessName: shifts.businessName,
      positionTitle: shifts.positionTitle,
      shiftDate: shifts.shiftDate,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
    })
    .from(shifts)
    .where(eq(shifts.id, m.shiftId))
    .limit(1);
  return shift!;
}

/**
 * Live refetch (docs/product/realtime.md): a step of a booking's money, told to both sides in the step's transaction,
 * so the money timeline on screen moves on without a reload.
 */
export async function publishMoneyChanged(
  tx: Tx,
  m: Pick<MoneyMovement, 'workerId' | 'managerId' | 'timesheetId' | 'kind'>,
): Promise<void> {
  const payload = { timesheetId: m.timesheetId, kind: m.kind };
  await publishEvent(tx, [m.workerId, m.managerId], 'money_changed', payload);
}
