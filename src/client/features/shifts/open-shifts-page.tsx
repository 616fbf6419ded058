import { ArrowLeft } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MATCHING_MESSAGES } from '../../../shared/marketplace/matching-messages';
import { APPLY_MESSAGES } from '../../../shared/marketplace/messages';
import { activeFilterCount, FILTER_MESSAGES } from '../../../shared/marketplace/open-shift-filters';
import type { OpenShiftDto } from '../../../shared/marketplace/types';
import type { OpenShiftsSort } from '../../../shared/schemas/responses/matching';
import { OPEN_SHIFT_SORTS, SortControl } from '../../components/trust/sort-control';
import { Button } from '../../components/ui/button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { PagedCardList, QueryStates } from '../../components/ui/query-states';
import { StateMessage } from '../../components/ui/state-message';
import { isRefusal } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useApplicationEvents } from '../../lib/use-application-events';
import { useApplyToShift } from './api/apply-to-shift';
import { useOpenShifts } from './api/open-shifts';
import { OpenShiftCard } from './open-shift-card';
import { OpenShiftFiltersBar } from './open-shift-filters-bar';
import { useOpenShiftFilters } from './use-open-shift-filters';

export default function OpenShiftsPage() {
  usePageMeta('Available Shifts', 'Browse open retail and restaurant shifts near you and apply in one tap.');
  const { user, isLoading: sessionLoading } = useSession();
  const talentId = user?.userType === 'talent' ? user.id : null;
  // A signed-in talent sees 'Best match' first by default; everyone else the soonest (docs/decisions/018-match-score.md).
  const [sort, setSort] = useState<OpenShiftsSort>('best');
  const filterState = useOpenShiftFilters();
  const filtered = activeFilterCount(filterState.filters) > 0;
  const shifts = useOpenShifts(talentId, talentId ? sort : undefined, filterState.filters);
  // A ZIP code the server does not know is said at the field, not as a load failure.
  const zipProblem =
    isRefusal(shifts.error) && shifts.error.message === FILTER_MESSAGES.unknownZip
      ? shifts.error.message
      : null;
  const apply = useApplyToShift();
  const navigate = useNavigate();
  // A selection changes this worker's "Applied" buttons too.
  useApplicationEvents();

  useEffect(() => {
    // 'Error' / 'Failed to load shifts' (docs/product/shifts.md, "Open shifts").
    if (shifts.isError && !zipProblem)
      toast.error(APPLY_MESSAGES.loadFailedTitle, { description: APPLY_MESSAGES.loadFailed });
  }, [shifts.isError, zipProblem]);

  function onApply(shift: OpenShiftDto) {
    if (!user) {
      toast.error(APPLY_MESSAGES.loginRequired, {
        action: { label: 'Log In', onClick: () => navigate('/talent-auth') },
      });
      return;
    }
    apply.mutate(shift.id, {
      onSuccess: () => toast.success(APPLY_MESSAGES.successTitle, { description: APPLY_MESSAGES.success }),
      onError: (error) => toast.error(isRefusal(error) ? error.message : APPLY_MESSAGES.failed),
    });
  }

  // The cards render as a transition once the data is in: React splits that work into short slices, so the page
  // stays responsive while twenty cards are built (on a slow phone it was one long task).
  const pages = useDeferredValue(shifts.data?.pages);
  const list = pages?.flatMap((page) => page.shifts) ?? [];
  const withoutZip = pages?.[0]?.withoutZip ?? 0;
  return (
    <PageContainer>
      <Link
        to="/worker-dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Dashboard
      </Link>
      <PageHeading className="mt-3">Available Shifts</PageHeading>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {talentId && sort === 'best' && !filtered
            ? MATCHING_MESSAGES.listBestMatch
            : MATCHING_MESSAGES.listSoonest}
        </p>
        {/* A filtered list is soonest first (docs/product/shifts.md, "Filters"). */}
        {talentId && !filtered ? (
          <SortControl value={sort} options={OPEN_SHIFT_SORTS} onChange={setSort} />
        ) : null}
      </div>
      <div className="mt-4">
        <OpenShiftFiltersBar {...filterState} zipProblem={zipProblem} />
      </div>

      <section aria-label="Open shifts" className="mt-6">
        {/* Not dropped silently (docs/product/shifts.md, "Filters"). */}
        {withoutZip > 0 ? (
          <p className="mb-3 text-sm text-slate-700">{FILTER_MESSAGES.withoutZip(withoutZip)}</p>
        ) : null}
        <QueryStates
          query={shifts}
          waiting={sessionLoading || (!shifts.isError && !pages)}
          loadingLabel="Loading shifts..."
          errorTitle={zipProblem ?? APPLY_MESSAGES.loadFailed}
        >
          <PagedCardList
            items={list}
            pages={shifts}
            empty={
              filtered ? (
                <StateMessage
                  title={FILTER_MESSAGES.noMatch}
                  action={
                    <Button variant="secondary" onClick={filterState.clear}>
                      {FILTER_MESSAGES.clear}
                    </Button>
                  }
                />
              ) : (
                <StateMessage title="No open shifts right now">
                  Check back soon: new shifts are posted every day.
                </StateMessage>
              )
            }
          >
            {(shift) => (
              <OpenShiftCard
                shift={shift}
                applying={apply.isPending && apply.variables === shift.id}
                onApply={onApply}
              />
            )}
          </PagedCardList>
        </QueryStates>
      </section>
    </PageContainer>
  );
}
