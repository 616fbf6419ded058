import { Check, ListTodo, X } from 'lucide-react';
import { workerBadge } from '../../../shared/domain/application-status';
import { PENDING_ACTION_LABELS, type PendingAction } from '../../../shared/domain/pending-actions';
import { applicationMoves } from '../../../shared/domain/state-machine';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { OfferCountdown } from '../../components/shifts/offer-countdown';
import { ShiftCardHeader } from '../../components/shifts/shift-card-header';
import { ShiftFacts, ShiftTexts } from '../../components/shifts/shift-facts';
import { BookingRatingsPanel } from '../../components/trust/booking-ratings';
import { RatingSummaryBadge } from '../../components/trust/rating-summary';
import { BusinessReliabilityFigure } from '../../components/trust/reliability-figure';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { BookingActions } from './booking-actions';
import { CheckInActions } from './check-in-actions';
import { ConfirmAttendance } from './confirm-attendance';
import { EstimatedPay } from './estimated-pay';
import { NoShowAppeal } from './no-show-appeal';
import { ReconfirmBooking } from './reconfirm-booking';
import { WorkerTimesheet } from './worker-timesheet';

// The business's contact details arrive with a booking; say so where they will appear.
const CONTACT_HINT = "Contact details appear once you're selected for this shift.";

type Props = {
  application: MyApplicationDto;
  /** Why it can no longer become a booking ('Shift started', 'Filled by another worker'). */
  missed?: string | null;
  /** What the worker owes on it now (pending-actions.ts), named at the top of the card. */
  owed?: readonly PendingAction[];
  busy: 'accept' | 'decline' | null;
  onAccept: (application: MyApplicationDto) => void;
  onDecline: (application: MyApplicationDto) => void;
};

/**
 * One application with its shift (docs/product/applications.md, "The worker dashboard": badges SELECTED, BOOKED and
 * CHECKED IN highlighted green; "One word for each thing").
 */
export function ApplicationCard({ application, missed = null, owed = [], busy, onAccept, onDecline }: Props) {
  const { shift } = application;
  const status = workerBadge(application.status);
  const badge = missed ? { label: missed.toUpperCase(), highlight: false, buttonLabel: missed } : status;
  const headingId = `application-${application.id}-title`;
  // The state machine (ADR 014) says which answers exist from this status; whether the shift can still take the
  // worker is `missed`, decided with the clock by the dashboard (application-outcome.ts).
  const moves = missed ? [] : applicationMoves(application.status, 'talent');
  const canAccept = moves.includes('accepted');
  const canDecline = moves.includes('declined');
  // A live booking's card holds its own actions (confirm, check in, cancel): its badge alone says 'BOOKED'.
  const liveBooking = application.status === 'accepted' || application.status === 'checked_in';
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn(badge.highlight && 'border-emerald-400 bg-emerald-50/60 ring-1 ring-emerald-400')}
    >
      <ShiftCardHeader
        headingId={headingId}
        shift={shift}
        level="h3"
        badge={<Badge tone={badge.highlight ? 'green' : 'grey'}>{badge.label}</Badge>}
      />
      <CardContent className="flex flex-col gap-4">
        {owed.length > 0 ? (
          <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
            <ListTodo aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            To do: {owed.map((action) => PENDING_ACTION_LABELS[action]).join(' · ')}
          </p>
        ) : null}
        <ShiftFacts
          shift={shift}
          withContact
          contactHint={application.status === 'interested' && !missed ? CONTACT_HINT : undefined}
        />
        <EstimatedPay shift={shift} />
        <ShiftTexts shift={shift} />
        <RatingSummaryBadge summary={shift.businessRating} who="Business rating" />
        <BusinessReliabilityFigure reliability={shift.businessReliability} />
        {/* 'Confirm I'm coming' from the 24 h reminder until the start, then 'You confirmed you're coming'. */}
        {missed ? null : <ConfirmAttendance application={application} />}
        {/* 'Check in' with the code, 'Checked in at 9:14 AM, late', 'Check out'. */}
        {missed ? null : <CheckInActions application={application} />}
        {/* After a material change: 'Keep my booking'; otherwise the change history on demand. */}
        {missed ? null : <ReconfirmBooking application={application} />}
        {/* 'Withdraw', 'Cancel booking' and how a finished one ended. */}
        <BookingActions application={application} />
        {/* A no-show's 'Appeal', or 'Appeal sent — the operations team will decide.'. */}
        <NoShowAppeal application={application} />
        {/* The timesheet after check-out: hours, pay, 'Correct times', 'Dispute'. */}
        <WorkerTimesheet applicationId={application.id} status={application.status} />
        {/* 'Rate this shift' after completion, then both ratings once live (docs/product/trust.md, "Ratings"). */}
        {application.status === 'completed' ? <BookingRatingsPanel applicationId={application.id} /> : null}
        {/* The offer's live countdown and expiry in the shift's zone (docs/product/applications.md, "Offer window"). */}
        {canAccept && application.offerExpiresAt ? (
          <OfferCountdown
            expiresAt={application.offerExpiresAt}
            timeZone={shift.timeZone}
            deadlinePrefix="Respond by"
          />
        ) : null}
        {canAccept || canDecline ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            {canAccept ? (
              <Button variant="success" disabled={busy !== null} onClick={() => onAccept(application)}>
                <Check aria-hidden="true" className="h-4 w-4" />
                {busy === 'accept' ? 'Accepting...' : 'Accept Shift'}
              </Button>
            ) : null}
            {canDecline ? (
              <Button variant="secondary" disabled={busy !== null} onClick={() => onDecline(application)}>
                <X aria-hidden="true" className="h-4 w-4" />
                {busy === 'decline' ? 'Declining...' : 'Decline'}
              </Button>
            ) : null}
          </div>
        ) : liveBooking ? null : (
          <div>
            <Button
              variant={badge.highlight ? 'success' : 'secondary'}
              disabled
              className="disabled:opacity-100"
            >
              {badge.buttonLabel}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
