// The operations team's decision of a disputed timesheet, as both sides read it on the timesheet
// (docs/product/attendance.md, "Timesheets in context"): when, what, and the reason staff gave.
import { disputeOutcomeLabel } from '../../../shared/marketplace/timesheet-messages';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { formatMonthDayTime } from '../../../shared/time-format';

type Props = {
  timesheet: Pick<TimesheetDto, 'disputeDecision' | 'timeZone'>;
  reader: 'worker' | 'manager';
};

export function DisputeOutcome({ timesheet: t, reader }: Props) {
  const decided = t.disputeDecision;
  if (!decided) return null;
  return (
    <div
      data-testid="dispute-outcome"
      className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800"
    >
      <p className="font-medium text-slate-900">
        Dispute decided by the operations team on {formatMonthDayTime(decided.decidedAt, t.timeZone)}
      </p>
      <p>{disputeOutcomeLabel(decided.decision, reader)}</p>
      <p className="break-words">Reason: {decided.reason}</p>
    </div>
  );
}
