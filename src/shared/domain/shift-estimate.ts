// The all-in price of a shift before it is posted (docs/product/pricing.md, "The estimate"; product-next §2): the same
// pure functions the charge uses (payCents, chargeFor), on the scheduled time instead of the worked time.
import { chargeFor } from './money';
import { payCents } from './pay';

const minutesOf = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * Paid minutes of the schedule: end − start (the next day's end when the shift ends after midnight) − the unpaid
 * break, never below zero; null while a time is missing. Wall-clock minutes: a daylight-saving night is an hour off.
 */
export function scheduledPaidMinutes(shift: {
  startTime: string;
  endTime: string;
  overnight: boolean;
  breakMinutes: number;
}): number | null {
  const start = minutesOf(shift.startTime);
  const end = minutesOf(shift.endTime);
  if (start === null || end === null) return null;
  const span = end - start + (shift.overnight ? 24 * 60 : 0);
  if (span <= 0) return null;
  return Math.max(0, span - Math.max(0, shift.breakMinutes));
}

export type ShiftEstimate = {
  minutes: number;
  payCents: number;
  feeCents: number;
  /** Pay + fee, per worker. */
  totalCents: number;
  workers: number;
  /** totalCents × workers. */
  allWorkersCents: number;
};

/** What one worker's shift and all of them would cost the business if worked as scheduled; null while incomplete. */
export function shiftCostEstimate(input: {
  startTime: string;
  endTime: string;
  overnight: boolean;
  breakMinutes: number;
  hourlyRateCents: number | null;
  workers: number;
  feeBps: number;
}): ShiftEstimate | null {
  const minutes = scheduledPaidMinutes(input);
  if (minutes === null || input.hourlyRateCents === null || !(input.workers >= 1)) return null;
  const charge = chargeFor(payCents(minutes, input.hourlyRateCents), input.feeBps);
  return {
    minutes,
    payCents: charge.payCents,
    feeCents: charge.feeCents,
    totalCents: charge.totalCents,
    workers: input.workers,
    allWorkersCents: charge.totalCents * input.workers,
  };
}
