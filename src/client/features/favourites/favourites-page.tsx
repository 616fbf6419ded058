// The manager's 'Favourites' page (/manager/favourites; docs/product/trust.md, "Favourites and blocks"): starred
// workers with their skills, shifts worked with you and rating, a star to remove each, and the blocked workers to undo.
import { Star } from 'lucide-react';
import { FAVOURITES_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import type { FavouriteWorkerDto } from '../../../shared/schemas/responses/favourites';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { SkillBadges } from '../../components/profiles/skill-badges';
import { BlockedList } from '../../components/trust/blocked-list';
import { FavouriteToggle } from '../../components/trust/favourite-toggle';
import { useFavourites } from '../../components/trust/favourites-api';
import { Card, CardContent } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { PagedCardList, QueryStates } from '../../components/ui/query-states';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { useRequireRole } from '../../lib/use-require-role';

const ratingText = (rating: FavouriteWorkerDto['rating']) =>
  rating.average === null ? 'Ready to earn first rating!' : `${rating.average.toFixed(1)} (${rating.count})`;

function FavouriteCard({ worker }: { worker: FavouriteWorkerDto }) {
  const headingId = `favourite-${worker.workerId}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            {worker.avatarUrl ? (
              <img src={worker.avatarUrl} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
            ) : null}
            <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
              {worker.name}
            </h2>
          </div>
          <FavouriteToggle workerId={worker.workerId} favourite />
        </div>
        <p className="text-sm text-slate-700">
          Shifts worked with you: {worker.shiftsWorkedWithYou} · Rating: {ratingText(worker.rating)}
        </p>
        <SkillBadges skills={worker.skills} />
      </CardContent>
    </Card>
  );
}

export default function FavouritesPage() {
  usePageMeta(FAVOURITES_MESSAGES.pageTitle, 'The workers you starred, to invite first.');
  const access = useRequireRole('manager', '/manager-login');
  const list = useFavourites(access.state === 'allowed');
  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="manager" signedInAs={access.signedInAs} />;
  if (access.state === 'checking') return <Spinner />;
  const items = (list.data?.pages.flatMap((page) => page.favourites) ?? []).map((worker) => ({
    ...worker,
    id: worker.workerId,
  }));
  return (
    <PageContainer>
      <PageHeading className="mb-6 flex items-center gap-2">
        <Star aria-hidden="true" className="h-7 w-7 text-amber-500" />
        {FAVOURITES_MESSAGES.pageTitle}
      </PageHeading>
      <QueryStates
        query={list}
        loadingLabel="Loading favourites..."
        errorTitle="Could not load your favourites"
      >
        <PagedCardList
          items={items}
          pages={list}
          empty={
            <StateMessage title={FAVOURITES_MESSAGES.pageTitle}>{FAVOURITES_MESSAGES.empty}</StateMessage>
          }
        >
          {(worker) => <FavouriteCard worker={worker} />}
        </PagedCardList>
      </QueryStates>
      <BlockedList kind="workers" />
    </PageContainer>
  );
}
