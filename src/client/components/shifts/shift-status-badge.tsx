import { type ShiftClock, type ShiftStatus, shiftDisplayStatus } from '../../../shared/domain/shift-status';
import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<ShiftStatus, BadgeTone> = {
  open: 'green',
  filled: 'green',
  closed: 'grey',
  cancelled: 'grey',
  in_progress: 'blue',
  completed: 'grey',
};

/**
 * docs/product/shifts.md ("Display status"): open green; 'FILLED!' with 'n/max Confirmed'; closed and 'CANCELLED'
 * grey. Lists of shifts that have not started give no clock; Manage Shifts' 'Today and in progress' gives it, for
 * 'IN PROGRESS' (blue) and 'COMPLETED' (grey).
 */
export function ShiftStatusBadge({
  shift,
  clock,
}: {
  shift: { status: string; acceptedCount: number; maxApplications: number };
  clock?: ShiftClock;
}) {
  const display = shiftDisplayStatus(shift, clock);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={TONES[display.status]}>{display.label}</Badge>
      {display.note ? <span className="text-xs font-medium text-emerald-800">{display.note}</span> : null}
    </span>
  );
}
