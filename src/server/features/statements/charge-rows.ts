// The business's charges as /billing lists them, one receipt, and the CSV export (docs/product/payments.md,
// "Receipts and statements"), read from money_movements (kind 'charge', the manager's index on manager_id, kind,
// created_at) with the shift, the worker's name and the timesheet's hours (none for a late cancellation's
// compensation).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ChargeRowDto, ReceiptDto } from '../../../shared/schemas/responses/statements';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import {
  managerAccounts,
  moneyCorrections,
  moneyMovements,
  shifts,
  talentProfiles,
  timesheets,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import { after, movementPage, newestFirst, pageOf, shiftColumns, shiftSummary } from './movement-pages';

/** A worker whose profile is gone (a deleted account) still has their charges listed. */
export const FORMER_WORKER = 'Former worker';
export const RECEIPT_NOT_FOUND = 'No charge of yours has that id.';

const chargeColumns = {
  id: moneyMovements.id,
  purpose: moneyMovements.purpose,
  createdAt: moneyMovements.createdAt,
  doneAt: moneyMovements.doneAt,
  status: moneyMovements.status,
  failure: moneyMovements.failure,
  payCents: moneyMovements.payCents,
  feeCents: moneyMovements.feeCents,
  feeBps: moneyMovements.feeBps,
  amountCents: moneyMovements.amountCents,
  providerObjectId: moneyMovements.providerObjectId,
  timesheetId: moneyMovements.timesheetId,
  ...shiftColumns,
  workerName: talentProfiles.name,
  workedMinutes: timesheets.workedMinutes,
};

/** The manager's charges matching `where`, newest first, with what each row shows. */
function selectCharges(ctx: AppContext, managerId: string, where?: SQL) {
  return (
    ctx.db
      .select(chargeColumns)
      .from(moneyMovements)
      .innerJoin(shifts, eq(shifts.id, moneyMovements.shiftId))
      // A compensation has no timesheet (docs/product/payments.md, "Late cancellation compensation").
      .leftJoin(timesheets, eq(timesheets.id, moneyMovements.timesheetId))
      .leftJoin(talentProfiles, eq(talentProfiles.userId, moneyMovements.workerId))
      .where(and(eq(moneyMovements.managerId, managerId), eq(moneyMovements.kind, 'charge'), where))
      .orderBy(...newestFirst)
  );
}

type ChargeRecord = Awaited<ReturnType<typeof selectCharges>>[number];

function chargeRow(r: ChargeRecord): ChargeRowDto {
  return {
    id: r.id,
    purpose: r.purpose,
    createdAt: r.createdAt.toISOString(),
    chargedAt: r.status === 'succeeded' && r.doneAt ? r.doneAt.toISOString() : null,
    shift: shiftSummary(r),
    workerName: r.workerName ?? FORMER_WORKER,
    workedMinutes: r.workedMinutes,
    payCents: r.payCents,
    feeCents: r.feeCents,
    feeBps: r.feeBps,
    totalCents: r.amountCents,
    status: r.status as ChargeRowDto['status'],
    failure: r.status === 'succeeded' ? null : r.failure,
  };
}

/** 'Charges' on /billing: one page, newest first. */
export async function listCharges(
  ctx: AppContext,
  managerId: string,
  query: { cursor?: string; limit?: number },
) {
  const { cursor, limit } = pageOf(query);
  const rows = await selectCharges(ctx, managerId, after(cursor)).limit(limit + 1);
  const { page, nextCursor } = movementPage(rows, limit);
  return { charges: page.map(chargeRow), nextCursor };
}

/** 'Receipt': the caller's own charge only; any other id, another business's included, is not found. */
export async function chargeReceipt(
  ctx: AppContext,
  managerId: string,
  chargeId: string,
): Promise<ReceiptDto> {
  if (!isUuid(chargeId)) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const [row] = await selectCharges(ctx, managerId, eq(moneyMovements.id, chargeId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const [business] = await ctx.db
    .select({
      name: managerAccounts.companyName,
      firstName: managerAccounts.firstName,
      lastName: managerAccounts.lastName,
      email: users.email,
    })
    .from(users)
    .leftJoin(managerAccounts, eq(managerAccounts.userId, users.id))
    .where(eq(users.id, managerId))
    .limit(1);
  return {
    ...chargeRow(row),
    business: {
      name: business?.name ?? row.businessName,
      contactName: [business?.firstName, business?.lastName].filter(Boolean).join(' '),
      email: business?.email ?? '',
    },
    providerReference: row.status === 'succeeded' ? row.providerObjectId : null,
    timesheetId: row.timesheetId,
    corrections: await correctionsOf(ctx, row.id),
  };
}

type CorrectionRow = typeof moneyCorrections.$inferSelect;
const byCreation = [asc(moneyCorrections.createdAt), asc(moneyCorrections.id)];

const correctionDto = (c: CorrectionRow): ReceiptDto['corrections'][number] => ({
  id: c.id,
  kind: c.direction === 'lower' ? 'refund' : 'extra_charge',
  payCents: c.payCents,
  feeCents: c.feeCents,
  amountCents: c.amountCents,
  status: c.status,
  createdAt: c.createdAt.toISOString(),
  doneAt: c.doneAt ? c.doneAt.toISOString() : null,
});

/** The corrections of one charge (money_corrections_charge_idx), as the receipt lists them. */
async function correctionsOf(ctx: AppContext, chargeId: string): Promise<ReceiptDto['corrections']> {
  const rows = await ctx.db
    .select()
    .from(moneyCorrections)
    .where(eq(moneyCorrections.chargeMovementId, chargeId))
    .orderBy(...byCreation);
  return rows.map(correctionDto);
}

/**
 * Every correction of the business's charges, by charge (money_corrections_manager_idx), for the CSV. Corrections
 * come only from operations decisions on disputed timesheets, so a business has few.
 */
export async function correctionsOfManager(ctx: AppContext, managerId: string) {
  const rows = await ctx.db
    .select()
    .from(moneyCorrections)
    .where(eq(moneyCorrections.managerId, managerId))
    .orderBy(...byCreation);
  const byCharge = new Map<
    string,
    (ReceiptDto['corrections'][number] & { providerObjectId: string | null })[]
  >();
  for (const c of rows) {
    const list = byCharge.get(c.chargeMovementId) ?? [];
    list.push({ ...correctionDto(c), providerObjectId: c.providerObjectId });
    byCharge.set(c.chargeMovementId, list);
  }
  return byCharge;
}

/** Every charge of the manager's, newest first, read in pages of this many (the CSV export). */
const CSV_BATCH = 1000;

export async function* allCharges(ctx: AppContext, managerId: string) {
  let cursor: KeysetCursor | null = null;
  for (;;) {
    const rows = await selectCharges(ctx, managerId, after(cursor)).limit(CSV_BATCH);
    for (const row of rows) yield { row: chargeRow(row), reference: row.providerObjectId };
    const last = rows.at(-1);
    if (rows.length < CSV_BATCH || !last) return;
    cursor = { at: last.createdAt, id: last.id };
  }
}
