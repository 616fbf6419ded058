// The worker's card shows its timesheet once checked out — the scheduled, recorded and claimed times side by side,
// hours and pay, the status, and 'Correct times' (24 h, a note), 'Submit', 'Dispute' (48 h after an adjustment, once);
// the operations team's decision of a dispute; in History the completed shift's hours and pay
// (docs/product/attendance.md, "Timesheets" and "Timesheets in context") and where the pay is
// (docs/product/payments.md, "Money timeline").
import { useState } from 'react';
import { formatOfferDeadline } from '../../../shared/domain/offer-deadline';
import { correctableUntil, disputableUntil, isDisputable } from '../../../shared/domain/timesheet';
import { claimLabel } from '../../../shared/domain/timesheet-claims';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { DisputeOutcome } from '../../components/timesheets/dispute-outcome';
import { MoneyTimeline } from '../../components/timesheets/money-timeline';
import { TimesheetDialog, type TimesheetDialogMode } from '../../components/timesheets/timesheet-dialog';
import { STATUS_TONES, statusLabel } from '../../components/timesheets/timesheet-format';
import { TimesheetTimes } from '../../components/timesheets/timesheet-times';
import { useTimesheetAction, useTimesheets } from '../../components/timesheets/timesheets-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { isRefusal } from '../../lib/api';
import { appNow } from '../../lib/app-clock';
import { toast } from '../../lib/toast';

/** The worker's own timesheets (one request for every card: the same query key). */
export function useMyTimesheet(applicationId: string, enabled: boolean) {
  const query = useTimesheets({ pageSize: 100 }, enabled);
  return query.data?.timesheets.find((t) => t.applicationId === applicationId) ?? null;
}

export function WorkerTimesheet({ applicationId, status }: { applicationId: string; status: string }) {
  const timesheet = useMyTimesheet(applicationId, status === 'checked_in' || status === 'completed');
  if (!timesheet) return null;
  return <TimesheetPanel timesheet={timesheet} now={appNow()} />;
}

/** The panel itself, given the timesheet and the time (tests pass both). */
export function TimesheetPanel({ timesheet: t, now }: { timesheet: TimesheetDto; now: Date }) {
  const action = useTimesheetAction();
  const [mode, setMode] = useState<TimesheetDialogMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canCorrect = t.status === 'draft' && now < correctableUntil(t.createdAt);
  const canDispute = isDisputable(t, now);
  const failed = (e: unknown) => (isRefusal(e) ? e.message : 'Something went wrong. Please try again.');
  const open = (next: TimesheetDialogMode) => {
    setError(null);
    setMode(next);
  };
  return (
    <section
      aria-label="Timesheet"
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold text-slate-900">Timesheet</h4>
        <Badge tone={STATUS_TONES[t.status]}>{statusLabel(t)}</Badge>
      </div>
      <TimesheetTimes timesheet={t} reader="worker" />
      {t.adjustReason ? (
        <p className="text-sm text-slate-700">Adjusted by the manager: {t.adjustReason}</p>
      ) : null}
      {t.status === 'disputed' ? (
        <p className="text-sm text-slate-700">Disputed: the operations team will decide, with a reason.</p>
      ) : null}
      <DisputeOutcome timesheet={t} reader="worker" />
      {/* Approved: charged, sent to you, arrived (null when paid outside TalentBridge). */}
      <MoneyTimeline steps={t.money} timeZone={t.timeZone} className="mt-1" />
      {/* docs/product/attendance.md, "Timesheets": a claim longer than scheduled waits for the manager. */}
      {t.flag && (t.status === 'draft' || t.status === 'submitted') ? (
        <p className="text-xs text-slate-600">
          {`Longer than scheduled (${claimLabel(t.flag)}): your manager approves it themselves, not automatically.`}
        </p>
      ) : null}
      {canCorrect ? (
        <p className="text-xs text-slate-600">
          {`You can correct the times until ${formatOfferDeadline(correctableUntil(t.createdAt), t.timeZone)}; then it is submitted automatically.`}
        </p>
      ) : null}
      {canDispute && t.adjustedAt ? (
        <p className="text-xs text-slate-600">
          You can dispute the adjustment until{' '}
          {formatOfferDeadline(disputableUntil(t.adjustedAt), t.timeZone)}.
        </p>
      ) : null}
      {canCorrect || canDispute ? (
        <div className="flex flex-wrap gap-2">
          {canCorrect ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => open('correct')}>
                Correct times
              </Button>
              <Button
                size="sm"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'submit', id: t.id },
                    {
                      onSuccess: () => toast.success('Timesheet submitted.'),
                      onError: (e) => toast.error(failed(e)),
                    },
                  )
                }
              >
                Submit
              </Button>
            </>
          ) : null}
          {canDispute ? (
            <Button size="sm" variant="secondary" onClick={() => open('dispute')}>
              Dispute
            </Button>
          ) : null}
        </div>
      ) : null}
      <TimesheetDialog
        timesheet={mode ? t : null}
        mode={mode ?? 'correct'}
        pending={action.isPending}
        error={error}
        onClose={() => setMode(null)}
        onSubmit={({ checkInAt, checkOutAt, text }) =>
          action.mutate(
            mode === 'dispute'
              ? { kind: 'dispute', id: t.id, note: text }
              : { kind: 'correct', id: t.id, checkInAt, checkOutAt, note: text },
            {
              onSuccess: () => {
                toast.success(
                  mode === 'dispute' ? 'Dispute sent to the operations team.' : 'Times corrected.',
                );
                setMode(null);
              },
              onError: (e) => setError(failed(e)),
            },
          )
        }
      />
    </section>
  );
}
