import { shiftDisplayStatus } from '../../../shared/domain/shift-status';
import { Badge } from '../ui/badge';

/** docs/product/shifts.md ("Display status"): open green; 'FILLED!' with 'n/max Confirmed'; closed grey. */
export function ShiftStatusBadge({
  shift,
}: {
  shift: { status: string; acceptedCount: number; maxApplications: number };
}) {
  const display = shiftDisplayStatus(shift);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={display.status === 'closed' ? 'grey' : 'green'}>{display.label}</Badge>
      {display.note ? <span className="text-xs font-medium text-emerald-800">{display.note}</span> : null}
    </span>
  );
}
