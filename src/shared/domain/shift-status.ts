// Shift display status (docs/product/shifts.md): filled when accepted count >= max_applications;
// otherwise the stored status, or open.
import { SHIFT_DEFAULTS } from '../constants';
import { isShiftFull } from './shift-availability';

export type ShiftStatus = 'open' | 'filled' | 'closed';

export type ShiftDisplayStatus = {
  status: ShiftStatus;
  label: 'OPEN' | 'FILLED!' | 'CLOSED';
  note?: string;
};

export function shiftDisplayStatus(shift: {
  status: string | null | undefined;
  acceptedCount: number;
  maxApplications: number | null | undefined;
}): ShiftDisplayStatus {
  const max =
    Number.isInteger(shift.maxApplications) && (shift.maxApplications as number) > 0
      ? (shift.maxApplications as number)
      : SHIFT_DEFAULTS.maxApplications;
  if (
    isShiftFull({ acceptedCount: shift.acceptedCount, maxApplications: max }) ||
    shift.status === 'filled'
  ) {
    return { status: 'filled', label: 'FILLED!', note: `${shift.acceptedCount}/${max} Confirmed` };
  }
  if (shift.status === 'closed') return { status: 'closed', label: 'CLOSED' };
  return { status: 'open', label: 'OPEN' };
}
