// The times and the pay of a timesheet, as the manager's row and the worker's panel both show them
// (docs/product/attendance.md, "Timesheets"): "9:14 AM – 3:00 PM, 30 min break" and "5 h 16 min · $105.33".
import { hoursLabel } from '../../../shared/domain/pay';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { clockLabel, money } from './timesheet-format';

type Props = {
  timesheet: Pick<
    TimesheetDto,
    'checkInAt' | 'checkOutAt' | 'timeZone' | 'breakMinutes' | 'workedMinutes' | 'payCents'
  >;
  /** The colour of the times line (the panel's grey background takes a darker one). */
  timesClassName?: string;
};

export function TimesheetTimes({ timesheet: t, timesClassName = 'text-slate-700' }: Props) {
  return (
    <>
      <p className={`text-sm ${timesClassName}`}>
        {clockLabel(t.checkInAt, t.timeZone)} – {clockLabel(t.checkOutAt, t.timeZone)}, {t.breakMinutes} min
        break
      </p>
      <p className="text-sm font-medium text-slate-900">
        {hoursLabel(t.workedMinutes)} · {money(t.payCents)}
      </p>
    </>
  );
}
