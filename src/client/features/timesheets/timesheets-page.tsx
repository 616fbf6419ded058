// The manager's 'Timesheets' page (/manager/timesheets, ?shiftId= for one shift): the
// timesheets per shift with 'Approve', 'Adjust' (a reason) and 'Approve all', filtered by status, paginated, and the
// hours and cost per shift and per week (docs/product/attendance.md, "Timesheets").
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hoursLabel } from '../../../shared/domain/pay';
import { formatShiftDate } from '../../../shared/domain/shift-time';
import { TIMESHEET_STATUSES, type TimesheetStatusName } from '../../../shared/domain/timesheet';
import { TIMESHEET_STATUS_LABELS } from '../../../shared/marketplace/timesheet-messages';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { TimesheetDialog } from '../../components/timesheets/timesheet-dialog';
import { money } from '../../components/timesheets/timesheet-format';
import {
  useTimesheetAction,
  useTimesheetCosts,
  useTimesheets,
} from '../../components/timesheets/timesheets-api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { SelectField } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useApplicationEvents } from '../../lib/use-application-events';
import { useRequireRole } from '../../lib/use-require-role';
import { TimesheetRow } from './timesheet-row';

const PAGE_SIZE = 25;

type ApproveAllResult = { approved: number; leftForReview: number };

/** What 'Approve all' did, and how many claiming more than scheduled it left for their own 'Approve'. */
function approveAllResult({ approved, leftForReview }: ApproveAllResult) {
  const done = `Approved ${approved} timesheet(s).`;
  if (leftForReview === 0) return done;
  return `${done} ${leftForReview} claiming more than scheduled ${leftForReview === 1 ? 'was' : 'were'} left for you to review one by one.`;
}

/** The page's timesheets grouped by shift, in the order they came (newest shift first). */
function byShift(timesheets: TimesheetDto[]) {
  const groups = new Map<string, TimesheetDto[]>();
  for (const t of timesheets) groups.set(t.shiftId, [...(groups.get(t.shiftId) ?? []), t]);
  return [...groups.values()];
}

export default function TimesheetsPage() {
  usePageMeta('Timesheets', 'Approve or adjust the hours your booked workers recorded.');
  const access = useRequireRole('manager', '/manager-login');
  const [params, setParams] = useSearchParams();
  const shiftId = params.get('shiftId') ?? undefined;
  const statusParam = params.get('status');
  const status = (TIMESHEET_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as TimesheetStatusName)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const allowed = access.state === 'allowed';
  const list = useTimesheets({ shiftId, status, page, pageSize: PAGE_SIZE }, allowed);
  const costs = useTimesheetCosts();
  // How many 'Approve all submitted' would approve: the submitted ones, less those flagged for a look of their own.
  const submitted = useTimesheets(
    { status: 'submitted', flagged: 'false', pageSize: 1 },
    allowed && !shiftId,
  );
  const action = useTimesheetAction();
  const [adjusting, setAdjusting] = useState<TimesheetDto | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  useApplicationEvents();

  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="manager" signedInAs={access.signedInAs} />;
  if (access.state === 'checking') return <Spinner />;

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const failed = (error: unknown) =>
    toast.error(isRefusal(error) ? error.message : 'Something went wrong. Please try again.');
  const approve = (t: TimesheetDto) =>
    action.mutate(
      { kind: 'approve', id: t.id },
      { onSuccess: () => toast.success(`Approved: ${t.workerName}, ${money(t.payCents)}`), onError: failed },
    );
  const approveAll = (shift?: string) =>
    action.mutate(shift ? { kind: 'approve-all', shiftId: shift } : { kind: 'approve-all-submitted' }, {
      onSuccess: (result) => toast.success(approveAllResult(result as ApproveAllResult)),
      onError: failed,
    });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const shiftCosts = costs.data?.shifts.filter((s) => !shiftId || s.shiftId === shiftId) ?? [];
  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>Timesheets</PageHeading>
        <Button asChild variant="secondary">
          <Link to={shiftId ? `/view-applications/${shiftId}` : '/business-dashboard'}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {shiftId ? 'Back to the shift' : 'Back to Dashboard'}
          </Link>
        </Button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(e) => setParam('status', e.target.value || null)}
          className="sm:w-56"
        >
          <option value="">All statuses</option>
          {TIMESHEET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TIMESHEET_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {shiftId ? (
          <Button variant="secondary" onClick={() => setParam('shiftId', null)}>
            Show all shifts
          </Button>
        ) : submitted.data && submitted.data.total > 0 ? (
          <Button variant="success" disabled={action.isPending} onClick={() => approveAll()}>
            Approve all submitted ({submitted.data.total})
          </Button>
        ) : null}
      </div>

      {list.isLoading ? <Spinner /> : null}
      {list.isError ? (
        <StateMessage title="Could not load timesheets.">
          {isRefusal(list.error) ? list.error.message : 'Check your connection and try again.'}
        </StateMessage>
      ) : null}
      {data && data.timesheets.length === 0 ? (
        <StateMessage title="No timesheets yet.">
          A timesheet appears here when a booked worker checks out.
        </StateMessage>
      ) : null}

      {data
        ? byShift(data.timesheets).map((group) => {
            const first = group[0]!;
            // A timesheet claiming more than scheduled is left to its own 'Approve' (docs/product/attendance.md).
            const undecided = group.filter(
              (t) => (t.status === 'draft' || t.status === 'submitted') && !t.flag,
            ).length;
            const minutes = group.reduce((sum, t) => sum + t.workedMinutes, 0);
            const cents = group.reduce((sum, t) => sum + t.payCents, 0);
            const headingId = `shift-${first.shiftId}-timesheets`;
            return (
              <section key={first.shiftId} aria-labelledby={headingId}>
                <Card>
                  <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                        {first.positionTitle}, {formatShiftDate(first.shiftDate)}
                      </h2>
                      <p className="text-sm text-slate-600">
                        {hoursLabel(minutes)} · {money(cents)} on this page
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {!shiftId ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setParam('shiftId', first.shiftId)}
                        >
                          This shift only
                        </Button>
                      ) : null}
                      {undecided > 0 ? (
                        <Button
                          size="sm"
                          variant="success"
                          disabled={action.isPending}
                          onClick={() => approveAll(first.shiftId)}
                        >
                          Approve all ({undecided})
                        </Button>
                      ) : null}
                    </div>
                  </CardHeader>
                  <CardContent>
                    <ul className="flex flex-col gap-3">
                      {group.map((t) => (
                        <li key={t.id}>
                          <TimesheetRow
                            timesheet={t}
                            busy={action.isPending}
                            onApprove={approve}
                            onAdjust={(row) => {
                              setDialogError(null);
                              setAdjusting(row);
                            }}
                          />
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </section>
            );
          })
        : null}

      {data && pages > 1 ? (
        <nav aria-label="Timesheet pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setParam('page', String(page - 1))}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setParam('page', String(page + 1))}
          >
            Next
          </Button>
        </nav>
      ) : null}

      {costs.data && (shiftCosts.length > 0 || costs.data.weeks.length > 0) ? (
        <section aria-labelledby="costs-heading" className="flex flex-col gap-3">
          <h2 id="costs-heading" className="text-lg font-semibold text-slate-900">
            Hours and cost
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            <CostTable
              caption="Per shift"
              what="Shift"
              rows={shiftCosts.map((s) => ({
                key: s.shiftId,
                label: `${s.positionTitle}, ${formatShiftDate(s.shiftDate)}`,
                minutes: s.minutes,
                payCents: s.payCents,
                approvedCents: s.approvedCents,
              }))}
            />
            <CostTable
              caption="Per week (from Monday)"
              what="Week"
              rows={costs.data.weeks.map((w) => ({
                key: w.weekStart,
                label: `Week of ${formatShiftDate(w.weekStart)}`,
                minutes: w.minutes,
                payCents: w.payCents,
                approvedCents: w.approvedCents,
              }))}
            />
          </div>
        </section>
      ) : null}

      <TimesheetDialog
        timesheet={adjusting}
        mode="adjust"
        pending={action.isPending}
        error={dialogError}
        onClose={() => setAdjusting(null)}
        onSubmit={({ checkInAt, checkOutAt, text }) =>
          adjusting &&
          action.mutate(
            { kind: 'adjust', id: adjusting.id, checkInAt, checkOutAt, reason: text },
            {
              onSuccess: () => {
                toast.success('Timesheet adjusted. The worker is told and may dispute it within 48 hours.');
                setAdjusting(null);
              },
              onError: (error) =>
                setDialogError(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
            },
          )
        }
      />
    </PageContainer>
  );
}

type CostRow = { key: string; label: string; minutes: number; payCents: number; approvedCents: number };

function CostTable({ caption, what, rows }: { caption: string; what: string; rows: CostRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-medium text-slate-900">{caption}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="px-3 py-2 font-medium">
              {what}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Hours
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Cost (approved)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-normal text-slate-900">
                {r.label}
              </th>
              <td className="px-3 py-2 text-slate-800">{hoursLabel(r.minutes)}</td>
              <td className="px-3 py-2 text-slate-800">
                {money(r.payCents)} ({money(r.approvedCents)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
