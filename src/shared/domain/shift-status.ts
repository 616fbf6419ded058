// Shift display status (docs/product/shifts.md): filled when accepted count >= max_applications;
// otherwise the stored status, or open.
import { SHIFT_DEFAULTS } from '../constants';
import { isShiftFull } from './shift-availability';

export const SHIFT_STATUSES = ['open', 'filled', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** What a shift row stores and the API sends as `status`: "filled" is never stored, it follows from the counts. */
export const STORED_SHIFT_STATUSES = SHIFT_STATUSES.filter(
  (status): status is StoredShiftStatus => status !== 'filled',
);
export type StoredShiftStatus = Exclude<ShiftStatus, 'filled'>;

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
