// One timesheet on the manager's 'Timesheets' page: who, the scheduled, recorded and claimed times side by side,
// hours, pay, status, and 'Approve' / 'Adjust' while it is undecided (docs/product/attendance.md, "Timesheets" and
// "Timesheets in context"); a dispute and the operations team's decision; once approved, the money timeline
// (docs/product/payments.md, "Money timeline").

import { formatOfferDeadline } from '../../../shared/domain/offer-deadline';
import { approvableUntil } from '../../../shared/domain/timesheet';
import { claimLabel } from '../../../shared/domain/timesheet-claims';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { DisputeOutcome } from '../../components/timesheets/dispute-outcome';
import { MoneyTimeline } from '../../components/timesheets/money-timeline';
import { STATUS_TONES, statusLabel } from '../../components/timesheets/timesheet-format';
import { TimesheetTimes } from '../../components/timesheets/timesheet-times';
import { BookingRatingsPanel } from '../../components/trust/booking-ratings';
import { FavouriteToggle } from '../../components/trust/favourite-toggle';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

type Props = {
  timesheet: TimesheetDto;
  busy: boolean;
  onApprove: (timesheet: TimesheetDto) => void;
  onAdjust: (timesheet: TimesheetDto) => void;
};

export function TimesheetRow({ timesheet: t, busy, onApprove, onAdjust }: Props) {
  const undecided = t.status === 'draft' || t.status === 'submitted';
  const headingId = `timesheet-${t.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      {/* The whole width beside the buttons: the money timeline sizes itself by this column. */}
      <div className="flex min-w-0 flex-col gap-1 sm:flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {t.workerName}
          </h3>
          <Badge tone={STATUS_TONES[t.status]}>{statusLabel(t)}</Badge>
          {t.source === 'auto' ? <Badge tone="grey">Auto check-out</Badge> : null}
          {undecided && t.flag ? <Badge tone="amber">Longer than scheduled</Badge> : null}
          {/* Star a worker from their approved shift (docs/product/trust.md, "Favourites and blocks"). */}
          {t.approvedAt ? (
            <FavouriteToggle workerId={t.workerId} favourite={t.workerFavourite ?? false} />
          ) : null}
        </div>
        <TimesheetTimes timesheet={t} reader="manager" />
        {t.workerNote ? <p className="text-sm text-slate-600">Worker's note: {t.workerNote}</p> : null}
        {t.adjustReason ? <p className="text-sm text-slate-600">Adjusted: {t.adjustReason}</p> : null}
        {t.disputeNote && t.status === 'disputed' ? (
          <p className="text-sm text-red-700">
            Disputed by the worker: {t.disputeNote} (with the operations team)
          </p>
        ) : null}
        {t.disputeNote && t.disputeDecision ? (
          <p className="text-sm text-slate-600">Disputed by the worker: {t.disputeNote}</p>
        ) : null}
        <DisputeOutcome timesheet={t} reader="manager" />
        {/* A claim longer than scheduled waits for this manager (docs/product/attendance.md, "Timesheets"). */}
        {undecided && t.flag ? (
          <p className="text-sm text-amber-800">
            {`Claims more than scheduled: ${claimLabel(t.flag)}. It is not approved automatically or by 'Approve all': approve or adjust it yourself.`}
          </p>
        ) : null}
        {t.status === 'submitted' && t.submittedAt && !t.flag ? (
          <p className="text-xs text-slate-500">
            Approved automatically at {formatOfferDeadline(approvableUntil(t.submittedAt), t.timeZone)} unless
            you decide first.
          </p>
        ) : null}
        {t.approvedBy === 'system' ? (
          <p className="text-xs text-slate-500">Approved automatically after 48 hours.</p>
        ) : null}
        {/* Charged, sent to the worker, arrived; a refused card says to update Billing. */}
        <MoneyTimeline steps={t.money} timeZone={t.timeZone} className="mt-2" />
        {/* An approved timesheet completed the booking: 'Rate worker' (docs/product/trust.md, "Ratings"). */}
        {t.approvedAt ? <BookingRatingsPanel applicationId={t.applicationId} /> : null}
      </div>
      {undecided ? (
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="success"
            disabled={busy}
            onClick={() => onApprove(t)}
            aria-describedby={headingId}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onAdjust(t)}
            aria-describedby={headingId}
          >
            Adjust
          </Button>
        </div>
      ) : null}
    </article>
  );
}
