// The decision an appeal is about, in words (docs/product/operations.md, "Queues"): a mark's shift, its start and
// the mark on the shift's own clock (with the zone's name, as a staff member may sit elsewhere) and how it counted;
// a rejection's or suspension's date, reason and who decided.
import type { AppealedDecisionDto } from '../../../shared/schemas/responses/ops-queues';
import { formatMediumDateTime, formatZoneName } from '../../../shared/time-format';

const onShiftClock = (instant: string, timeZone: string) =>
  `${formatMediumDateTime(instant, timeZone)} ${formatZoneName(instant, timeZone)}`;

const HEADINGS: Record<AppealedDecisionDto['kind'], string> = {
  no_show: 'The no-show appealed',
  cancellation: 'The cancellation appealed',
  vetting: 'The rejection appealed',
  suspension: 'The suspension appealed',
};

function rows(decision: AppealedDecisionDto): [string, string][] {
  const { shift, at } = decision;
  if (shift)
    return [
      ['Shift', `${shift.positionTitle} at ${shift.businessName}`],
      ['Starts', onShiftClock(shift.startsAt, shift.timeZone)],
      [
        decision.kind === 'no_show' ? 'Marked no-show' : 'Cancelled',
        at ? onShiftClock(at, shift.timeZone) : '—',
      ],
      ['Counted', decision.counted ?? '—'],
    ];
  return [
    [decision.kind === 'vetting' ? 'Rejected' : 'Suspended', at ? formatMediumDateTime(at) : '—'],
    ['Reason', decision.reason ?? '—'],
    ['Decided by', decision.decidedBy ?? '—'],
  ];
}

export function AppealedDecision({ decision }: { decision: AppealedDecisionDto }) {
  return (
    <section className="mt-2 rounded-md bg-slate-50 p-2" aria-label={HEADINGS[decision.kind]}>
      <h3 className="text-sm font-semibold text-slate-900">{HEADINGS[decision.kind]}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {rows(decision).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
