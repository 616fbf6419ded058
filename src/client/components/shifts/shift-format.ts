import { formatShiftDate, formatTime12 } from '../../../shared/domain/shift-time';
import { centsToDollarString } from '../../../shared/money';

/** US long dates, 12-hour times; money from integer cents (docs/product/shifts.md). */
export const shiftDateLabel = (shift: { shiftDate: string }) => formatShiftDate(shift.shiftDate);

export function shiftTimeLabel(shift: { startTime: string; endTime: string; overnight: boolean }) {
  const range = `${formatTime12(shift.startTime)} - ${formatTime12(shift.endTime)}`;
  return shift.overnight ? `${range} (next day)` : range;
}

export const rateLabel = (cents: number) => `$${centsToDollarString(cents)}/hr`;
