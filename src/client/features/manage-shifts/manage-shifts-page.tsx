import { ArrowLeft, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MANAGE_MESSAGES } from '../../../shared/marketplace/messages';
import { LoginRequired } from '../../components/account/login-required';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { type MyShiftsWhen, useMyShifts } from '../../components/shifts/my-shifts-api';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { PagedCardList, QueryStates } from '../../components/ui/query-states';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useApplicationEvents } from '../../lib/use-application-events';
import { ManagerBreadcrumb } from './manager-breadcrumb';
import { ManagerShiftCard } from './manager-shift-card';
import { UnderwayShifts } from './underway-shifts';

export default function ManageShiftsPage() {
  usePageMeta('Manage Shifts', 'Your upcoming shifts, their applicants and who has confirmed.');
  const { user, isLoading } = useSession();
  const isManager = user?.userType === 'manager';
  // Upcoming soonest first; past ones on their own tab, fetched once opened (docs/product/shifts.md).
  const [when, setWhen] = useState<MyShiftsWhen>('upcoming');
  const shifts = useMyShifts(isManager);
  const pastShifts = useMyShifts(isManager && when === 'past', 'past');
  const navigate = useNavigate();
  useApplicationEvents();

  useEffect(() => {
    if (shifts.isError) toast.error(MANAGE_MESSAGES.loadFailed);
  }, [shifts.isError]);

  if (isLoading) return <Spinner />;
  if (user && !isManager) return <OtherAccountNotice pageFor="manager" signedInAs={user.userType} />;
  if (!isManager)
    return <LoginRequired title={MANAGE_MESSAGES.loginRequired} to="/manager-login" label="Log In" />;

  const createButton = (
    <LinkButton to="/create-shift" icon={Plus}>
      Create New Shift
    </LinkButton>
  );
  return (
    <PageContainer>
      <ManagerBreadcrumb
        trail={[{ to: '/business-dashboard', label: 'Dashboard' }]}
        current="Manage Shifts"
      />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button variant="ghost" size="sm" className="-ml-3" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back
          </Button>
          <PageHeading className="mt-1">Manage Shifts</PageHeading>
          <p className="mt-1 text-slate-700">
            {when === 'past' ? 'Your past shifts, latest first.' : 'Your upcoming shifts, soonest first.'}
          </p>
        </div>
        {createButton}
      </div>

      {/* Started shifts (docs/product/shifts.md, "The manager's shifts"): attendance, check-in code, timesheets. */}
      <UnderwayShifts enabled={isManager} />

      <Tabs value={when} onValueChange={(value) => setWhen(value as MyShiftsWhen)} className="mt-6">
        <TabsList aria-label="Which shifts">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <ShiftsTab
            query={shifts}
            loadingLabel="Loading shifts..."
            empty={
              <StateMessage title={MANAGE_MESSAGES.empty} action={createButton}>
                Post a shift and it will show here with its applications.
              </StateMessage>
            }
          />
        </TabsContent>
        <TabsContent value="past">
          <ShiftsTab
            query={pastShifts}
            loadingLabel="Loading past shifts..."
            empty={
              <StateMessage title="No past shifts yet">
                Shifts appear here once they have started.
              </StateMessage>
            }
          />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

/** One tab of Manage Shifts: its loading and failed states, its cards a page at a time, its empty state. */
function ShiftsTab({
  query,
  loadingLabel,
  empty,
}: {
  query: ReturnType<typeof useMyShifts>;
  loadingLabel: string;
  empty: ReactNode;
}) {
  const list = query.data?.pages.flatMap((page) => page.shifts) ?? [];
  return (
    <QueryStates query={query} loadingLabel={loadingLabel} errorTitle={MANAGE_MESSAGES.loadFailed}>
      <PagedCardList items={list} pages={query} empty={empty}>
        {(shift) => <ManagerShiftCard shift={shift} />}
      </PagedCardList>
    </QueryStates>
  );
}
