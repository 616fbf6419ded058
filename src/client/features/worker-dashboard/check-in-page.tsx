import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { applicationTransition, TRANSITION_REFUSAL_MESSAGES } from '../../../shared/domain/state-machine';
import { CHECK_IN_MESSAGES } from '../../../shared/marketplace/attendance-messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { LoginRequired } from '../../components/account/login-required';
import { shiftDateLabel, shiftTimeLabel } from '../../components/shifts/shift-format';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { isRefusal } from '../../lib/api';
import { signInReturningTo } from '../../lib/return-to';
import { useApplicationEvents } from '../../lib/use-application-events';
import { useNow } from '../../lib/use-now';
import { useCheckIn } from './api/attendance';
import { useMyApplications } from './api/my-applications';
import { CheckInActions, CheckInForm } from './check-in-actions';
import { useTalentGate } from './use-talent-gate';

const dashboardLink = (
  <Button asChild variant="secondary">
    <Link to="/worker-dashboard">Go to my dashboard</Link>
  </Button>
);

/**
 * The QR code's link, /check-in/:shiftId?code=1234 (docs/product/attendance.md, "Check-in code"): signed in as the
 * booked worker, within the window, it checks in with the code at once; otherwise it says why not (signed out,
 * another account, not booked here, window not open or closed, a wrong code, the lock) and offers what can be done.
 */
export default function CheckInPage() {
  usePageMeta('Check in', 'Check in to your booked shift with the code from the manager.');
  const { shiftId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const code = (params.get('code') ?? '').trim();
  const gate = useTalentGate();
  const applications = useMyApplications(gate.state === 'talent');
  useApplicationEvents();

  if (gate.state === 'waiting') return <Spinner />;
  if (gate.state === 'signed-out')
    return (
      <LoginRequired
        title={CHECK_IN_MESSAGES.signInFirst}
        // Back to this link once signed in, with its code (return-to.ts).
        to={signInReturningTo('/talent-auth', `${location.pathname}${location.search}`)}
        label="Sign in"
      />
    );
  if (gate.state === 'other-account')
    return (
      <PageContainer className="max-w-xl">
        <StateMessage kind="error" title={CHECK_IN_MESSAGES.talentOnly} />
      </PageContainer>
    );

  const booking = applications.data?.applications.find(
    (a) => a.shiftId === shiftId && ['accepted', 'checked_in', 'completed'].includes(a.status),
  );
  return (
    <PageContainer className="max-w-xl">
      <PageHeading>Check in</PageHeading>
      {applications.isPending ? (
        <Spinner label="Loading your booking..." />
      ) : applications.isError ? (
        <StateMessage
          kind="error"
          className="mt-6"
          title="Your bookings could not be loaded. Please try again."
        />
      ) : !booking ? (
        <StateMessage
          kind="error"
          className="mt-6"
          title={CHECK_IN_MESSAGES.noBookingHere}
          action={dashboardLink}
        />
      ) : (
        <BookingCheckIn booking={booking} code={code} />
      )}
    </PageContainer>
  );
}

function BookingCheckIn({ booking, code }: { booking: MyApplicationDto; code: string }) {
  const now = useNow(30_000);
  const { shift } = booking;
  const move = applicationTransition(booking.status, 'checked_in', { actor: 'talent', now, shift });
  return (
    <Card className="mt-6" aria-labelledby="check-in-shift">
      <CardHeader>
        <h2 id="check-in-shift" className="text-xl font-semibold text-slate-900">
          {shift.positionTitle}
        </h2>
        <p className="text-sm text-slate-700">
          {shift.businessName} · {shiftDateLabel(shift)}, {shiftTimeLabel(shift)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {booking.status !== 'accepted' ? (
          <>
            <p role="status" className="flex items-center gap-2 font-medium text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
              {CHECK_IN_MESSAGES.checkedInTitle}
            </p>
            <CheckInActions application={booking} />
            <div>{dashboardLink}</div>
          </>
        ) : !move.ok ? (
          <StateMessage
            kind="error"
            title={TRANSITION_REFUSAL_MESSAGES[move.reason]}
            action={dashboardLink}
          />
        ) : code ? (
          <AutoCheckIn applicationId={booking.id} code={code} />
        ) : (
          <>
            <p className="text-sm text-slate-700">{CHECK_IN_MESSAGES.missingCode}</p>
            <CheckInForm applicationId={booking.id} startOpen />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Sends the link's code once; a refusal is shown with the field to type the code again. */
function AutoCheckIn({ applicationId, code }: { applicationId: string; code: string }) {
  const checkIn = useCheckIn();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    checkIn.mutate({ applicationId, code });
  }, [applicationId, code, checkIn]);
  if (checkIn.isError)
    return (
      <>
        <p role="alert" className="text-sm font-medium text-red-800">
          {isRefusal(checkIn.error) ? checkIn.error.message : 'Check-in failed. Please try again.'}
        </p>
        <CheckInForm applicationId={applicationId} startOpen />
      </>
    );
  return <Spinner label="Checking in..." />;
}
