// The times and the pay of a timesheet, as the manager's row and the worker's panel both show them
// (docs/product/attendance.md, "Timesheets" and "Timesheets in context"): the scheduled, recorded and claimed times
// side by side, then "5 h 16 min · $105.33 (30 min break)".
import { hoursLabel } from '../../../shared/domain/pay';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { TimesheetComparison } from './timesheet-comparison';
import { money } from './timesheet-format';

type Props = { timesheet: TimesheetDto; reader: 'worker' | 'manager' };

export function TimesheetTimes({ timesheet: t, reader }: Props) {
  return (
    <>
      <TimesheetComparison times={t} reader={reader} />
      <p className="text-sm">
        <span className="font-medium text-slate-900">
          {hoursLabel(t.workedMinutes)} · {money(t.payCents)}
        </span>{' '}
        <span className="text-slate-600">
          ({t.breakMinutes > 0 ? `${t.breakMinutes} min break` : 'no break'})
        </span>
      </p>
    </>
  );
}
