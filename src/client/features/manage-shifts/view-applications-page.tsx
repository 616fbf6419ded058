import { ArrowLeft, Building2, Clock, Copy, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DELAYS } from '../../../shared/constants';
import { isShiftVisible } from '../../../shared/domain/shift-availability';
import { SELECT_MESSAGES, VIEW_APPLICATIONS_MESSAGES } from '../../../shared/marketplace/messages';
import type { ApplicantDto } from '../../../shared/marketplace/types';
import type { ApplicantsSort } from '../../../shared/schemas/responses/matching';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { ShiftChangeHistory } from '../../components/shifts/shift-change-history';
import { ShiftFacts, ShiftTexts } from '../../components/shifts/shift-facts';
import { shiftDateLabel, shiftTimeLabel } from '../../components/shifts/shift-format';
import { ShiftStatusBadge } from '../../components/shifts/shift-status-badge';
import { ApplicantTrustActions } from '../../components/trust/applicant-trust-actions';
import { InviteFavouritesButton } from '../../components/trust/invite-favourites-button';
import { APPLICANT_SORTS, SortControl } from '../../components/trust/sort-control';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { ApiError } from '../../lib/api';
import { appNow } from '../../lib/app-clock';
import { useConfetti } from '../../lib/confetti';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useApplicationEvents } from '../../lib/use-application-events';
import { useSelectApplicant } from './api/select-applicant';
import { useShiftApplications } from './api/shift-applications';
import { ApplicantActions } from './applicant-actions';
import { ApplicantCard } from './applicant-card';
import { AttendanceSection } from './attendance-section';
import { useSelectRefusal } from './booking-gate';
import { CheckInCodePanel } from './check-in-code-panel';
import { ContactWorkerDialog } from './contact-worker-dialog';
import { duplicateShiftPath, duplicateShiftState } from './duplicate-shift';
import { ManagerBreadcrumb } from './manager-breadcrumb';
import { selectionUnavailable } from './selection-unavailable';
import { ShiftActions } from './shift-actions';

const backLink = (
  <Button asChild variant="secondary">
    <Link to="/manage-shifts">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Shifts
    </Link>
  </Button>
);

/** The refusals come from the server in their fixed words (docs/product/applications.md); anything else is "Failed to fetch". */
function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404))
    return error.message;
  return error instanceof ApiError
    ? VIEW_APPLICATIONS_MESSAGES.fetchFailed
    : VIEW_APPLICATIONS_MESSAGES.unexpected;
}

export default function ViewApplicationsPage() {
  usePageMeta('View Applications', 'Review who applied for your shift and text the worker you choose.');
  const { shiftId } = useParams();
  const { user, isLoading } = useSession();
  const isManager = user?.userType === 'manager';
  // 'Best match' by default (docs/decisions/018-match-score.md); the previous order stays on screen while the next loads.
  const [sort, setSort] = useState<ApplicantsSort>('best');
  const query = useShiftApplications(shiftId, isManager, sort);
  const select = useSelectApplicant();
  const selectRefused = useSelectRefusal();
  const [contacting, setContacting] = useState<ApplicantDto | null>(null);
  useApplicationEvents();

  const applications = query.data?.applications ?? [];
  // Confetti (about 3 s) when any application is accepted (docs/product/applications.md).
  useConfetti(
    applications.some((a) => a.status === 'accepted'),
    DELAYS.confettiManagerMs,
  );

  if (isLoading) return <Spinner />;
  if (user && !isManager) return <OtherAccountNotice pageFor="manager" signedInAs={user.userType} />;
  const refusal = !user
    ? VIEW_APPLICATIONS_MESSAGES.loginRequired
    : !shiftId
      ? VIEW_APPLICATIONS_MESSAGES.noShift
      : query.isError
        ? loadErrorMessage(query.error)
        : null;

  function onContact(applicant: ApplicantDto) {
    if (!applicant.worker.hasPhone) {
      toast.error(SELECT_MESSAGES.noPhoneTitle, { description: SELECT_MESSAGES.noPhone });
      return;
    }
    setContacting(applicant);
  }

  function onSend(applicant: ApplicantDto) {
    select.mutate(applicant.id, {
      onSuccess: (result) =>
        result.sms === 'sent'
          ? toast.success(SELECT_MESSAGES.sentTitle, { description: SELECT_MESSAGES.sent })
          : result.sms === 'capped'
            ? toast.warning(SELECT_MESSAGES.cappedTitle, { description: result.note })
            : toast.warning(SELECT_MESSAGES.optedOutTitle, { description: SELECT_MESSAGES.optedOut }),
      // A toast with the failure's own words, or the 'Add payment method' dialog (booking-gate.tsx).
      onError: selectRefused.onError,
      onSettled: () => setContacting(null),
    });
  }

  return (
    <PageContainer>
      <ManagerBreadcrumb
        trail={[
          { to: '/business-dashboard', label: 'Dashboard' },
          { to: '/manage-shifts', label: 'Manage Shifts' },
        ]}
        current="Applications"
      />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageHeading>Applications</PageHeading>
        {backLink}
      </div>

      {refusal ? (
        <>
          <StateMessage
            kind="error"
            className="mt-6"
            title={refusal}
            action={
              isManager ? (
                backLink
              ) : (
                <Button asChild>
                  <Link to="/manager-login">Log In</Link>
                </Button>
              )
            }
          />
          {/* A started shift has no applicants to review, but its attendance stays (docs/product/attendance.md). */}
          {refusal === VIEW_APPLICATIONS_MESSAGES.pastShift && shiftId ? (
            <>
              {/* A started shift's timesheets. */}
              <Button asChild variant="secondary" className="mt-6">
                <Link to={`/manager/timesheets?shiftId=${shiftId}`}>
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  Timesheets
                </Link>
              </Button>
              <CheckInCodePanel shiftId={shiftId} />
              <AttendanceSection shiftId={shiftId} />
            </>
          ) : null}
        </>
      ) : query.isPending || !query.data ? (
        <Spinner label="Loading applications..." />
      ) : (
        <>
          <Card className="mt-6" aria-labelledby="shift-summary-title">
            <CardHeader>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id="shift-summary-title" className="text-xl font-semibold text-slate-900">
                  {query.data.shift.positionTitle}
                </h2>
                <ShiftStatusBadge shift={query.data.shift} />
              </div>
              <p className="flex items-center gap-1.5 text-sm text-slate-700">
                <Building2 aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {query.data.shift.businessName}
              </p>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <ShiftFacts shift={query.data.shift} withContact />
              <ShiftTexts shift={query.data.shift} />
              {/* docs/product/shifts.md, "Edit shift": until the start, not once cancelled. */}
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {query.data.shift.status !== 'cancelled' && isShiftVisible(query.data.shift, appNow()) ? (
                  <Button asChild variant="secondary">
                    <Link to={`/manager/shifts/${query.data.shift.id}/edit`}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit Shift
                    </Link>
                  </Button>
                ) : null}
                {/* docs/product/shifts.md, "Duplicate shift". */}
                <Button asChild variant="secondary">
                  <Link
                    to={duplicateShiftPath(query.data.shift.id)}
                    state={duplicateShiftState(query.data.shift)}
                  >
                    <Copy aria-hidden="true" className="h-4 w-4" />
                    Duplicate Shift
                  </Link>
                </Button>
                {/* The shift's timesheets ('Approve', 'Adjust', 'Approve all'). */}
                <Button asChild variant="secondary">
                  <Link to={`/manager/timesheets?shiftId=${query.data.shift.id}`}>
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    Timesheets
                  </Link>
                </Button>
                {/* 'Close applications' and 'Cancel shift'. */}
                <ShiftActions shift={query.data.shift} />
                {query.data.shift.status === 'open' ? (
                  <InviteFavouritesButton shiftId={query.data.shift.id} />
                ) : null}
              </div>
              <ShiftChangeHistory shiftId={query.data.shift.id} timeZone={query.data.shift.timeZone} open />
            </CardContent>
          </Card>

          {/* Who arrived, 'Mark as arrived', 'Mark no-show' (docs/product/attendance.md). */}
          {/* The code and QR code workers check in with, for the manager to show on site. */}
          {query.data.shift.status !== 'cancelled' ? (
            <CheckInCodePanel shiftId={query.data.shift.id} />
          ) : null}
          <AttendanceSection shiftId={query.data.shift.id} />

          <section aria-labelledby="applicants-heading" className="mt-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="applicants-heading" className="text-lg font-semibold text-slate-900">
                Applicants ({applications.length})
              </h2>
              {applications.length > 1 ? (
                <SortControl value={sort} options={APPLICANT_SORTS} onChange={setSort} />
              ) : null}
            </div>
            {applications.length === 0 ? (
              <StateMessage className="mt-4" title={VIEW_APPLICATIONS_MESSAGES.empty}>
                Workers who apply will show up here; this page updates on its own.
              </StateMessage>
            ) : (
              <ul className="mt-4 grid gap-4 lg:grid-cols-2">
                {applications.map((application) => (
                  <li key={application.id}>
                    <ApplicantCard
                      application={application}
                      shiftLine={`${shiftDateLabel(query.data.shift)}, ${shiftTimeLabel(query.data.shift)}`}
                      sending={select.isPending && select.variables === application.id}
                      unavailable={selectionUnavailable(query.data.shift, appNow())}
                      startsAt={query.data.shift.startsAt}
                      timeZone={query.data.shift.timeZone}
                      onContact={onContact}
                      actions={
                        <>
                          <ApplicantActions application={application} shift={query.data.shift} />
                          {/* The star and 'Block worker' (docs/product/trust.md, "Favourites and blocks"). */}
                          <ApplicantTrustActions worker={application.worker} />
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <ContactWorkerDialog
            applicant={contacting}
            shift={query.data.shift}
            sending={select.isPending}
            onSend={onSend}
            onClose={() => setContacting(null)}
          />
          {selectRefused.dialog}
        </>
      )}
    </PageContainer>
  );
}
