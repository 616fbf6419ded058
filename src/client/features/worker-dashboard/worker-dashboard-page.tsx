import { useEffect, useState } from 'react';
import { DELAYS } from '../../../shared/constants';
import { workerApplicationView } from '../../../shared/domain/application-outcome';
import { nextBooking } from '../../../shared/domain/next-shift';
import { DASHBOARD_MESSAGES } from '../../../shared/marketplace/messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { LoginRequired } from '../../components/account/login-required';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { Button } from '../../components/ui/button';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { Spinner } from '../../components/ui/spinner';
import { VettingCard } from '../../components/vetting/vetting-card';
import { isRefusal } from '../../lib/api';
import { useConfetti } from '../../lib/confetti';
import { toast } from '../../lib/toast';
import { useApplicationEvents } from '../../lib/use-application-events';
import { useNow } from '../../lib/use-now';
import { useMyApplications } from './api/my-applications';
import { type OfferResponse, useRespondToOffer } from './api/respond-to-offer';
import { DashboardCards } from './dashboard-cards';
import { dashboardLists } from './dashboard-lists';
import { DashboardTabs } from './dashboard-tabs';
import { EarningsSummary } from './earnings-summary';
import { GetPaidCard } from './get-paid-card';
import { NextShiftCard } from './next-shift-card';
import { useTalentGate } from './use-talent-gate';

export default function WorkerDashboardPage() {
  usePageMeta('My Dashboard', 'Your shift offers, applications and history on TalentBridge.');
  const gate = useTalentGate();
  const isTalent = gate.state === 'talent';
  const applications = useMyApplications(isTalent);
  const respond = useRespondToOffer();
  const [declining, setDeclining] = useState<MyApplicationDto | null>(null);
  useApplicationEvents();

  const list = applications.data?.applications ?? [];
  // Offers the worker can still answer: not one whose shift started or filled meanwhile.
  const now = useNow();
  const selectedCount = list.filter((a) => workerApplicationView(a, now).tab === 'pending').length;
  const lists = dashboardLists(list, now);
  const next = nextBooking(list, now);
  // Confetti (about 2.5 s) when any application is selected (docs/product/applications.md).
  useConfetti(selectedCount > 0, DELAYS.confettiWorkerMs);

  useEffect(() => {
    if (applications.isError) toast.error(DASHBOARD_MESSAGES.loadFailed);
  }, [applications.isError]);

  if (gate.state === 'waiting') return <Spinner />;
  if (gate.state === 'other-account')
    return <OtherAccountNotice pageFor="talent" signedInAs={gate.signedInAs} />;
  if (gate.state === 'signed-out')
    return <LoginRequired title={DASHBOARD_MESSAGES.loginRequired} to="/talent-auth" label="Go to Login" />;

  function send(input: OfferResponse) {
    respond.mutate(input, {
      onSuccess: () =>
        input.action === 'accept'
          ? toast.success(DASHBOARD_MESSAGES.acceptedTitle, { description: DASHBOARD_MESSAGES.accepted })
          : toast(DASHBOARD_MESSAGES.declinedTitle, { description: DASHBOARD_MESSAGES.declined }),
      onError: (error) =>
        toast.error(DASHBOARD_MESSAGES.updateFailed, {
          description: isRefusal(error) ? error.message : undefined,
        }),
      onSettled: () => setDeclining(null),
    });
  }

  const busy =
    respond.isPending && respond.variables
      ? { id: respond.variables.applicationId, action: respond.variables.action }
      : null;

  return (
    <PageContainer>
      <PageHeading>My Dashboard</PageHeading>
      <p className="mt-1 text-slate-700">
        {gate.user.firstSession ? 'Welcome' : 'Welcome back'}, {gate.user.firstName ?? gate.user.name}!
      </p>
      {/* Now first (docs/product/applications.md, "The worker dashboard"): the next booked shift, what the worker
          owes, the lists; the profile check and the money after them. */}
      {next ? <NextShiftCard application={next} /> : null}
      <DashboardCards pendingCount={lists.tabs.pending.length} />

      <section aria-labelledby="applications-heading" className="mt-8">
        <h2 id="applications-heading" className="sr-only">
          My Applications
        </h2>
        <QueryStates
          query={applications}
          loadingLabel="Loading your applications..."
          errorTitle={DASHBOARD_MESSAGES.loadFailed}
        >
          <DashboardTabs
            lists={lists}
            busy={busy}
            onAccept={(application) => send({ applicationId: application.id, action: 'accept' })}
            onDecline={setDeclining}
          />
        </QueryStates>
      </section>

      {/* The profile check ('In review', the checklist, the staff's note or reason). */}
      <VettingCard userId={gate.user.id} />
      {/* Approved pay this week, month and year. */}
      <EarningsSummary />
      {/* 'Get paid': payouts set up, or the pay waiting for them. */}
      <GetPaidCard />

      <LazyDialog
        open={declining !== null}
        onOpenChange={(open) => !open && !respond.isPending && setDeclining(null)}
        title="Decline this shift?"
        description={
          declining
            ? `${declining.shift.businessName} will be told you can't work ${declining.shift.positionTitle}. This cannot be undone.`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" disabled={respond.isPending} onClick={() => setDeclining(null)}>
              Keep Offer
            </Button>
            <Button
              variant="destructive"
              disabled={respond.isPending}
              onClick={() => declining && send({ applicationId: declining.id, action: 'decline' })}
            >
              {respond.isPending ? 'Declining...' : 'Decline Shift'}
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
