import { AlertTriangle, Copy, Pencil, Users } from 'lucide-react';
import { Link } from 'react-router';
import { isShiftVisible } from '../../../shared/domain/shift-availability';
import type { ManagerShiftDto } from '../../../shared/marketplace/types';
import { ShiftCardHeader } from '../../components/shifts/shift-card-header';
import { ShiftFacts } from '../../components/shifts/shift-facts';
import { ShiftStatusBadge } from '../../components/shifts/shift-status-badge';
import { FavouritesFirstNote } from '../../components/trust/favourites-first-note';
import { InviteFavouritesButton } from '../../components/trust/invite-favourites-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { appNow } from '../../lib/app-clock';
import { duplicateShiftPath, duplicateShiftState } from './duplicate-shift';
import { ShiftActions } from './shift-actions';

/** One of the manager's shifts (docs/product/shifts.md, "The manager's shifts"): status, View Applications, Edit Shift, Duplicate Shift. */
export function ManagerShiftCard({ shift }: { shift: ManagerShiftDto }) {
  const headingId = `manager-shift-${shift.id}-title`;
  const editable = shift.status !== 'cancelled' && isShiftVisible(shift, appNow());
  const filled = shift.acceptedCount >= shift.maxApplications;
  const applicants =
    shift.applicationCount === 1 ? '1 application' : `${shift.applicationCount} applications`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <ShiftCardHeader
        headingId={headingId}
        shift={shift}
        badge={
          // With the clock, a shift of the Past tab reads 'IN PROGRESS' or 'COMPLETED', not 'OPEN'.
          <ShiftStatusBadge
            shift={shift}
            clock={{ startsAt: shift.startsAt, endsAt: shift.endsAt, now: appNow() }}
          />
        }
      />
      <CardContent className="flex flex-1 flex-col gap-4">
        <ShiftFacts shift={shift} />
        {/* Only while favourites can still apply: not once filled, closed or cancelled. */}
        {shift.status === 'open' && !filled ? (
          <FavouritesFirstNote until={shift.favouritesFirstUntil ?? null} />
        ) : null}
        {shift.paymentIssue ? <PaymentIssueNote /> : null}
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Users aria-hidden="true" className="h-4 w-4 text-slate-500" />
          {applicants}
        </p>
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild>
            <Link to={`/view-applications/${shift.id}`} aria-describedby={headingId}>
              View Applications
            </Link>
          </Button>
          {/* docs/product/shifts.md, "Edit shift": until the start, not once cancelled. */}
          {editable ? (
            <Button asChild variant="secondary">
              <Link to={`/manager/shifts/${shift.id}/edit`} aria-describedby={headingId}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit Shift
              </Link>
            </Button>
          ) : null}
          {/* docs/product/shifts.md, "Duplicate shift": the create form, prefilled, date left to choose. */}
          <Button asChild variant="secondary">
            <Link
              to={duplicateShiftPath(shift.id)}
              state={duplicateShiftState(shift)}
              aria-describedby={headingId}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
              Duplicate Shift
            </Link>
          </Button>
          {/* 'Close applications' and 'Cancel shift'. */}
          <ShiftActions shift={shift} describedBy={headingId} />
          {editable && shift.status === 'open' && !filled ? (
            <InviteFavouritesButton shiftId={shift.id} />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * 'Payment issue': a hold on the card for one of this shift's bookings was refused (docs/product/payments.md, "Holds").
 * The booked workers keep their bookings; the fix is a working card in Billing.
 */
function PaymentIssueNote() {
  return (
    <p className="flex flex-wrap items-center gap-1.5 rounded-md bg-red-50 px-2 py-1.5 text-sm text-red-800">
      <AlertTriangle aria-hidden="true" className="h-4 w-4" />
      <span className="font-semibold">Payment issue</span>
      <span>We could not place a hold on your card.</span>
      <Link to="/billing" className="font-medium underline">
        Update your payment method
      </Link>
    </p>
  );
}
