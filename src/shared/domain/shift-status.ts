// Shift display status (docs/product/shifts.md, "Display status"): cancelled when cancelled; with the start and end
// and `now`, in progress from the start and completed from the end; filled when accepted count >= max_applications;
// otherwise the stored status, or open. Who may change the stored status, and until when: state-machine.ts (ADR 014).
import { SHIFT_DEFAULTS } from '../constants';
import { isShiftFull } from './shift-availability';

export const SHIFT_STATUSES = ['open', 'filled', 'closed', 'cancelled', 'in_progress', 'completed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** Statuses that follow from the counts or the clock; a shift row never stores them. */
const DERIVED: readonly ShiftStatus[] = ['filled', 'in_progress', 'completed'];

/** What a shift row stores and the API sends as `status`: open, closed ('Close applications') and cancelled. */
export const STORED_SHIFT_STATUSES = SHIFT_STATUSES.filter(
  (status): status is StoredShiftStatus => !DERIVED.includes(status),
);
export type StoredShiftStatus = Exclude<ShiftStatus, 'filled' | 'in_progress' | 'completed'>;

export type ShiftDisplayStatus = {
  status: ShiftStatus;
  label: 'OPEN' | 'FILLED!' | 'CLOSED' | 'CANCELLED' | 'IN PROGRESS' | 'COMPLETED';
  note?: string;
};

/** The shift's times, for the statuses that follow from the clock; without them a shift is never in progress. */
export type ShiftClock = { startsAt: Date | string; endsAt: Date | string; now: Date };

export function shiftDisplayStatus(
  shift: {
    status: string | null | undefined;
    acceptedCount: number;
    maxApplications: number | null | undefined;
  },
  clock?: ShiftClock,
): ShiftDisplayStatus {
  if (shift.status === 'cancelled') return { status: 'cancelled', label: 'CANCELLED' };
  if (clock) {
    const now = clock.now.getTime();
    if (now >= new Date(clock.endsAt).getTime()) return { status: 'completed', label: 'COMPLETED' };
    if (now >= new Date(clock.startsAt).getTime()) return { status: 'in_progress', label: 'IN PROGRESS' };
  }
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
