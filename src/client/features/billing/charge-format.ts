// How a charge reads on /billing and on its receipt (docs/product/payments.md, "Receipts and statements").
import { COMPENSATION_LABEL } from '../../../shared/domain/money';
import { hoursLabel } from '../../../shared/domain/pay';
import { formatTime12 } from '../../../shared/domain/shift-time';
import { CHARGE_STATUS_LABELS } from '../../../shared/domain/statements';
import type { ChargeRowDto, ReceiptDto } from '../../../shared/schemas/responses/statements';
import { formatNumericDate, formatShortShiftDate } from '../../../shared/time-format';
import type { BadgeTone } from '../../components/ui/badge';

export const CHARGE_TONES: Record<ChargeRowDto['status'], BadgeTone> = {
  pending: 'amber',
  succeeded: 'green',
  failed: 'red',
};

export const chargeStatus = (c: ChargeRowDto) => CHARGE_STATUS_LABELS[c.status];
/** The day the card was charged, or the day the charge was recorded while it is not paid. */
export const chargeDate = (c: ChargeRowDto) => formatNumericDate(c.chargedAt ?? c.createdAt);
export const shiftWhen = (c: ChargeRowDto) =>
  `${formatShortShiftDate(c.shift.date)}, ${formatTime12(c.shift.startTime)} - ${formatTime12(c.shift.endTime)}`;
export const feeRate = (c: ChargeRowDto) => `${c.feeBps / 100} %`;
/** A compensation pays for no hours: its hours are left blank (an en dash). */
export const chargeHours = (c: ChargeRowDto) =>
  c.workedMinutes === null ? '–' : hoursLabel(c.workedMinutes);
/** What the charge is for, beside its shift: nothing for approved work, the compensation's label otherwise. */
export const chargePurpose = (c: Pick<ChargeRowDto, 'purpose'>) =>
  c.purpose === 'compensation' ? COMPENSATION_LABEL : null;

type Correction = ReceiptDto['corrections'][number];

/** A correction's line on the receipt: what it was and its state ("Refund of lowered pay, paid 12/03/2026"). */
export function correctionLabel(c: Correction) {
  const what = c.kind === 'refund' ? 'Refund of lowered pay' : 'Extra charge for raised pay';
  if (c.status === 'succeeded' && c.doneAt)
    return `${what}, ${c.kind === 'refund' ? 'refunded' : 'charged'} ${formatNumericDate(c.doneAt)}`;
  const state = {
    pending: 'in progress',
    failed: 'not made: our support team will contact you',
    cancelled: 'cancelled',
  };
  return `${what}, ${state[c.status as keyof typeof state]} (recorded ${formatNumericDate(c.createdAt)})`;
}

/** A refund counts against the charge and an extra charge with it, once each has been made. */
export const signedCorrection = (c: Correction) =>
  c.status !== 'succeeded' ? 0 : c.kind === 'refund' ? -c.amountCents : c.amountCents;

/** What the business paid in the end: the charge once made, with its corrections made. */
export const netCharged = (r: ReceiptDto) =>
  (r.status === 'succeeded' ? r.totalCents : 0) +
  r.corrections.reduce((sum, c) => sum + signedCorrection(c), 0);
