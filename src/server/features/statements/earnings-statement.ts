// The worker's 'Paid out', 'Pending', 'Payouts' and 'Tax summary <year>' on the dashboard's Earnings
// (docs/product/payments.md, "Receipts and statements"), read from money_movements (the worker's index on worker_id,
// kind, created_at).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { shiftInstants, zonedCalendarDate } from '../../../shared/domain/shift-time';
import { TAX_FORM, TAX_YEAR_TIME_ZONE, taxSummarySentence } from '../../../shared/domain/statements';
import type {
  EarningsStatementDto,
  PayoutRowDto,
  PayoutsPageDto,
} from '../../../shared/schemas/responses/statements';
import type { StatementQuery } from '../../../shared/schemas/statements';
import type { AppContext } from '../../context';
import { moneyCorrections, moneyMovements, shifts } from '../../db/schema';
import { workerPayable } from '../../ledger/booking-owed';
import { balanceOf } from '../../ledger/read-ledger';
import { AppError } from '../../lib/app-error';
import { after, movementPage, newestFirst, pageOf, shiftColumns, shiftSummary } from './movement-pages';

const sum = sql<string>`coalesce(sum(${moneyMovements.amountCents}), 0)::bigint`;
const extraSum = sql<string>`coalesce(sum(${moneyCorrections.payCents}), 0)::bigint`;
const countRows = sql<number>`count(*)::int`;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The instants a calendar year of the marketplace's zone starts and ends. */
function yearBounds(year: number) {
  const start = (y: number) =>
    shiftInstants(`${y}-01-01`, '00:00', '00:00', false, TAX_YEAR_TIME_ZONE).startsAt;
  return { from: start(year), to: start(year + 1) };
}

/**
 * Approved pay not sent yet: the worker's payable in the ledger, the figure 'Get paid' shows as pay waiting. It holds
 * the pay of payouts waiting for the worker's setup or on their way, and of approved timesheets whose payout has not
 * started (their charge is still being tried); a payout recorded as sent takes its amount off.
 */
async function pendingCents(ctx: AppContext, workerId: string): Promise<number> {
  return Math.max(0, await balanceOf(ctx.db, workerPayable(workerId)));
}

/** 'Paid out' (every payout sent, arrived or on its way to the bank) and the year's tax summary. */
export async function earningsStatement(
  ctx: AppContext,
  workerId: string,
  query: StatementQuery,
): Promise<EarningsStatementDto> {
  const currentYear = zonedCalendarDate(ctx.now(), TAX_YEAR_TIME_ZONE).year;
  const year = query.year ?? Math.max(currentYear, TAX_FORM.fromYear);
  if (year > Math.max(currentYear, TAX_FORM.fromYear))
    throw new AppError(
      'BAD_REQUEST',
      `There is no tax summary for ${year} yet: choose ${currentYear} or earlier.`,
      {
        field: 'year',
      },
    );
  const sent = and(
    eq(moneyMovements.workerId, workerId),
    eq(moneyMovements.kind, 'payout'),
    eq(moneyMovements.status, 'sent'),
  );
  // A correction that raised pay after the payout went is its own payout (docs/product/payments.md, "Corrections"):
  // it counts in 'Paid out' and in the year's payments like any other.
  const extraSent = and(eq(moneyCorrections.workerId, workerId), eq(moneyCorrections.payoutStatus, 'sent'));
  const { from, to } = yearBounds(year);
  const [[paid], [inYear], [extraPaid], [extraInYear], pending] = await Promise.all([
    ctx.db.select({ cents: sum }).from(moneyMovements).where(sent),
    ctx.db
      .select({ cents: sum, count: countRows })
      .from(moneyMovements)
      .where(and(sent, gte(moneyMovements.doneAt, from), lt(moneyMovements.doneAt, to))),
    ctx.db.select({ cents: extraSum }).from(moneyCorrections).where(extraSent),
    ctx.db
      .select({ cents: extraSum, count: countRows })
      .from(moneyCorrections)
      .where(and(extraSent, gte(moneyCorrections.paidOutAt, from), lt(moneyCorrections.paidOutAt, to))),
    pendingCents(ctx, workerId),
  ]);
  const paidCents = Number(inYear?.cents ?? 0) + Number(extraInYear?.cents ?? 0);
  return {
    settledOutside: ctx.services.payments.name === 'disabled',
    paidOutCents: Number(paid?.cents ?? 0) + Number(extraPaid?.cents ?? 0),
    pendingCents: pending,
    taxYear: {
      year,
      paidCents,
      payoutCount: (inYear?.count ?? 0) + (extraInYear?.count ?? 0),
      thresholdCents: TAX_FORM.thresholdCents,
      reached: paidCents >= TAX_FORM.thresholdCents,
      sentence: taxSummarySentence(year, paidCents),
    },
  };
}

/** 'Payouts': one page of the worker's payouts, newest first. */
export async function listPayouts(
  ctx: AppContext,
  workerId: string,
  query: { cursor?: string; limit?: number },
): Promise<PayoutsPageDto> {
  const { cursor, limit } = pageOf(query);
  const rows = await ctx.db
    .select({ movement: moneyMovements, ...shiftColumns })
    .from(moneyMovements)
    .innerJoin(shifts, eq(shifts.id, moneyMovements.shiftId))
    .where(and(eq(moneyMovements.workerId, workerId), eq(moneyMovements.kind, 'payout'), after(cursor)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const { page, nextCursor } = movementPage(
    rows.map((r) => ({ ...r, id: r.movement.id, createdAt: r.movement.createdAt })),
    limit,
  );
  return { payouts: page.map(payoutRow), nextCursor };
}

type PayoutRecord = { movement: typeof moneyMovements.$inferSelect } & Parameters<typeof shiftSummary>[0];

function payoutRow(r: PayoutRecord): PayoutRowDto {
  const m = r.movement;
  return {
    id: m.id,
    purpose: m.purpose,
    createdAt: m.createdAt.toISOString(),
    sentAt: iso(m.doneAt),
    amountCents: m.amountCents,
    speed: m.speed ?? null,
    status: m.status as PayoutRowDto['status'],
    arrivesAt: iso(m.arrivesAt),
    arrivedAt: iso(m.arrivedAt),
    shift: shiftSummary(r),
  };
}
