// A timesheet's times side by side on the shift's clock (docs/product/attendance.md, "Timesheets in context"):
// scheduled, recorded at check-in and check-out, the worker's claim before an adjustment, and what the timesheet says
// now. A claimed time that differs from the recorded one is marked with the difference in words ('+25 min vs
// recorded') and an icon, so colour is never the only sign. The manager's page, the worker's card and the staff
// dispute queue all show this table.
import { AlertTriangle } from 'lucide-react';
import {
  type ComparedTime,
  type ComparisonReader,
  isOtherDay,
  timesheetComparison,
} from '../../../shared/domain/timesheet-comparison';
import type { TimesheetTimesDto } from '../../../shared/schemas/responses/timesheets';
import { formatMonthDayTime, formatZoneName } from '../../../shared/time-format';
import { cn } from '../../lib/cn';
import { clockLabel } from './timesheet-format';

type Props = { times: TimesheetTimesDto; reader: ComparisonReader; className?: string };

export function TimesheetComparison({ times, reader, className }: Props) {
  const rows = timesheetComparison(times, reader);
  const zone = formatZoneName(times.scheduled.startsAt, times.timeZone);
  // The date too for a time on another day than the shift's (an overnight shift, a claim past midnight).
  const label = (at: string) =>
    isOtherDay(at, times.shiftDate, times.timeZone)
      ? formatMonthDayTime(at, times.timeZone)
      : clockLabel(at, times.timeZone);
  return (
    // As wide as the card on a phone, no wider than its content needs on a desktop row.
    <table data-testid="timesheet-comparison" className={cn('w-full max-w-xl text-left text-sm', className)}>
      <caption className="pb-1 text-left text-xs text-slate-600">Times on the shift's clock ({zone})</caption>
      <thead>
        <tr className="text-xs text-slate-600">
          <td className="py-0.5 pr-2" />
          <th scope="col" className="py-0.5 pr-2 font-medium">
            Start
          </th>
          <th scope="col" className="py-0.5 font-medium">
            End
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key} className="border-t border-slate-200 align-top">
            <th scope="row" className="py-1 pr-2 font-medium text-slate-800">
              {row.label}
            </th>
            <TimeCell time={row.start} label={label} />
            <TimeCell time={row.end} label={label} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TimeCell({ time, label }: { time: ComparedTime; label: (at: string) => string }) {
  return (
    <td className="py-1 pr-2 last:pr-0">
      {/* The shading reaches past the text (negative margin), so a marked time stays in line with its column. */}
      <div className={cn(time.marked && '-mx-1 rounded bg-amber-50 px-1')}>
        {time.at ? (
          <time dateTime={time.at} className="whitespace-nowrap text-slate-900">
            {label(time.at)}
          </time>
        ) : (
          <span className="text-slate-600">Not recorded</span>
        )}
        {time.note ? <span className="block text-xs text-slate-600">{time.note}</span> : null}
        {time.difference ? (
          <span
            className={cn(
              'flex items-start gap-1 text-xs',
              time.marked ? 'font-semibold text-amber-900' : 'text-slate-600',
            )}
          >
            {time.marked ? <AlertTriangle aria-hidden="true" className="mt-px h-3 w-3 shrink-0" /> : null}
            {time.difference}
          </span>
        ) : null}
      </div>
    </td>
  );
}
