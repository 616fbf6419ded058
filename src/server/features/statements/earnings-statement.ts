// The worker's 'Paid out', 'Pending', 'Payouts' and 'Tax summary <year>' on the dashboard's Earnings
// (docs/product/payments.md, "Receipts and statements"), read from money_movements (the worker's index on worker_id,
// kind, created_at).
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { shiftInstants, zonedCalendarDate } from '../../../shared/domain/shift-time';
import { TAX_FORM, TAX_YEAR_TIME_ZONE, taxSummarySentence } from '../../../shared/domain/statements';
import type {
  EarningsStatementDto,
  PayoutRowDto,
  PayoutsPageDto,
} from '../../../shared/schemas/responses/statements';
import type { StatementQuery } from '../../../shared/schemas/statements';
import type { AppContext } from '../../context';
import { moneyCorrections, moneyMovements } from '../../db/schema';
import { workerPayable } from '../../ledger/booking-owed';
import { balanceOf } from '../../ledger/read-ledger';
import { AppError } from '../../lib/app-error';
import { movementPage, pageOf, shiftSummary } from './movement-pages';

const sum = sql<string>`coalesce(sum(${moneyMovements.amountCents}), 0)::bigint`;
const extraSum = sql<string>`coalesce(sum(${moneyCorrections.payCents}), 0)::bigint`;
const countRows = sql<number>`count(*)::int`;

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

/**
 * 'Payouts': one page of the worker's payouts, newest first. A correction's extra payout (docs/product/payments.md,
 * "Corrections") is a payout of its own and is listed with them (purpose 'correction'), so the list adds up to
 * 'Paid out'. Both tables are read by their worker indexes; the page is cut at the cursor's millisecond, as
 * movement-pages.ts does.
 */
export async function listPayouts(
  ctx: AppContext,
  workerId: string,
  query: { cursor?: string; limit?: number },
): Promise<PayoutsPageDto> {
  const { cursor, limit } = pageOf(query);
  const created = sql`date_trunc('milliseconds', p.created_at)`;
  const result = await ctx.db.execute<PayoutSqlRow>(sql`
    SELECT p.id, p.purpose, ${ms(sql`p.created_at`)} AS created_at, ${ms(sql`p.sent_at`)} AS sent_at,
           p.amount_cents, p.speed, p.status, ${ms(sql`p.arrives_at`)} AS arrives_at,
           ${ms(sql`p.arrived_at`)} AS arrived_at,
           s.id AS shift_id, s.position_title, s.business_name, s.shift_date::text AS shift_date,
           s.start_time::text AS start_time, s.end_time::text AS end_time
      FROM (
        SELECT id, purpose, created_at, done_at AS sent_at, amount_cents, speed, status, arrives_at, arrived_at,
               shift_id
          FROM money_movements
         WHERE worker_id = ${workerId} AND kind = 'payout'
        UNION ALL
        SELECT id, 'correction', created_at, paid_out_at, pay_cents, payout_speed, payout_status, NULL, NULL,
               shift_id
          FROM money_corrections
         WHERE worker_id = ${workerId} AND worker_side = 'extra_payout'
      ) p
      JOIN shifts s ON s.id = p.shift_id
     WHERE ${cursor ? sql`(${created}, p.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
     ORDER BY ${created} DESC, p.id DESC
     LIMIT ${limit + 1}`);
  const rows = (result as unknown as { rows: PayoutSqlRow[] }).rows.map((r) => ({
    ...r,
    createdAt: new Date(Number(r.created_at)),
  }));
  const { page, nextCursor } = movementPage(rows, limit);
  return { payouts: page.map(payoutRow), nextCursor };
}

/** An instant as whole milliseconds since 1970 (the drivers disagree on how they hand back a timestamp). */
const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/** Instants as milliseconds (a bigint arrives as a string or a number, depending on the driver). */
type PayoutSqlRow = {
  id: string;
  purpose: PayoutRowDto['purpose'];
  created_at: string | number;
  sent_at: string | number | null;
  amount_cents: number | string;
  speed: PayoutRowDto['speed'];
  status: PayoutRowDto['status'];
  arrives_at: string | number | null;
  arrived_at: string | number | null;
  shift_id: string;
  position_title: string;
  business_name: string;
  shift_date: string;
  start_time: string;
  end_time: string;
};

const isoOf = (at: string | number | null) => (at === null ? null : new Date(Number(at)).toISOString());

function payoutRow(r: PayoutSqlRow & { createdAt: Date }): PayoutRowDto {
  return {
    id: r.id,
    purpose: r.purpose,
    createdAt: r.createdAt.toISOString(),
    sentAt: isoOf(r.sent_at),
    amountCents: Number(r.amount_cents),
    speed: r.speed ?? null,
    status: r.status,
    arrivesAt: isoOf(r.arrives_at),
    arrivedAt: isoOf(r.arrived_at),
    shift: shiftSummary({
      shiftId: r.shift_id,
      positionTitle: r.position_title,
      businessName: r.business_name,
      shiftDate: r.shift_date,
      startTime: r.start_time,
      endTime: r.end_time,
    }),
  };
}
