// 'Export CSV' on /billing (docs/product/payments.md, "Receipts and statements"): every charge of the business's,
// newest first, cents shown as dollars with two decimals. Cells are quoted and guarded against formulas by the one
// CSV writer (`csvField`, OWASP CSV injection: a cell starting with = + - @ gets a leading apostrophe).
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import { COMPENSATION_LABEL } from '../../../shared/domain/money';
import { todayInTimeZone } from '../../../shared/domain/shift-time';
import { CHARGE_STATUS_LABELS } from '../../../shared/domain/statements';
import { centsToDollarString } from '../../../shared/money';
import { csvField } from '../../audit/list-audit';
import type { AppContext } from '../../context';
import { allCharges } from './charge-rows';

export const CHARGES_CSV_COLUMNS = [
  'Date',
  'Shift',
  'Shift date',
  'Worker',
  'Hours',
  'Pay',
  'Fee',
  'Fee %',
  'Total',
  'Status',
  'Failure',
  'Reference',
] as const;

const dollars = (cents: number) => centsToDollarString(cents);
/** 465 minutes → "7.75": hours to the hundredth, from whole minutes. */
const hours = (minutes: number) => centsToDollarString(Math.round((minutes * 100) / 60));

export async function chargesCsv(ctx: AppContext, managerId: string): Promise<string> {
  const lines: string[] = [CHARGES_CSV_COLUMNS.map(csvField).join(',')];
  for await (const { row, reference } of allCharges(ctx, managerId)) {
    lines.push(
      [
        todayInTimeZone(new Date(row.chargedAt ?? row.createdAt), DEFAULT_TIME_ZONE),
        // A compensation is named beside its shift and pays for no hours (docs/product/payments.md).
        row.purpose === 'compensation' ? `${row.shift.title}: ${COMPENSATION_LABEL}` : row.shift.title,
        row.shift.date,
        row.workerName,
        row.workedMinutes === null ? null : hours(row.workedMinutes),
        dollars(row.payCents),
        dollars(row.feeCents),
        centsToDollarString(row.feeBps).replace(/\.00$/, ''),
        dollars(row.totalCents),
        CHARGE_STATUS_LABELS[row.status],
        row.failure,
        row.status === 'succeeded' ? reference : null,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
