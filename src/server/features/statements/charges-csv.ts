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
import { allCharges, correctionsOfManager } from './charge-rows';

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

/** Plain dollars for a spreadsheet; a refund negative ("-24.05"). */
const dollars = (cents: number) => `${cents < 0 ? '-' : ''}${centsToDollarString(Math.abs(cents))}`;
/** 465 minutes → "7.75": hours to the hundredth, from whole minutes. */
const hours = (minutes: number) => centsToDollarString(Math.round((minutes * 100) / 60));

const CORRECTION_LABELS = { refund: 'Refund of lowered pay', extra_charge: 'Extra charge for raised pay' };
const CORRECTION_STATUS_LABELS = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export async function chargesCsv(ctx: AppContext, managerId: string): Promise<string> {
  const lines: string[] = [CHARGES_CSV_COLUMNS.map(csvField).join(',')];
  const corrections = await correctionsOfManager(ctx, managerId);
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
    // Each correction of the charge on its own row below it, a refund negative (docs/product/payments.md,
    // "Corrections"), so the Total column adds up to what was paid.
    for (const c of corrections.get(row.id) ?? []) {
      const sign = c.kind === 'refund' ? -1 : 1;
      lines.push(
        [
          todayInTimeZone(new Date(c.doneAt ?? c.createdAt), DEFAULT_TIME_ZONE),
          `${row.shift.title}: ${CORRECTION_LABELS[c.kind]}`,
          row.shift.date,
          row.workerName,
          null,
          dollars(sign * c.payCents),
          dollars(sign * c.feeCents),
          centsToDollarString(row.feeBps).replace(/\.00$/, ''),
          dollars(sign * c.amountCents),
          CORRECTION_STATUS_LABELS[c.status],
          null,
          c.status === 'succeeded' ? c.providerObjectId : null,
        ]
          .map(csvField)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
