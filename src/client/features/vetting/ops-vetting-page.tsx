// /ops/vetting (docs/product/operations.md, "Vetting"): the profiles in review, oldest first, with their age and
// checklist; each opens its review page.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatAge } from '../../components/ops/format-age';
import { ConsoleBackLink, StaffPage } from '../../components/ops/staff-page';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { QueryStates } from '../../components/ui/query-states';
import { StateMessage } from '../../components/ui/state-message';
import { useVettingQueue } from '../../components/vetting/vetting-api';

export default function OpsVettingPage() {
  usePageMeta('Vetting', 'Profiles waiting for the operations team.');
  return (
    <StaffPage>
      <VettingQueue />
    </StaffPage>
  );
}

function VettingQueue() {
  const [page, setPage] = useState(1);
  const queue = useVettingQueue(page);
  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <PageContainer>
      <ConsoleBackLink />
      <PageHeading>Vetting</PageHeading>
      <QueryStates
        query={queue}
        loadingLabel="Loading the queue..."
        errorTitle="The queue could not be loaded"
      >
        {data && data.items.length === 0 ? (
          <StateMessage title="No profiles waiting">Every profile has been decided.</StateMessage>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{data?.total} waiting, oldest first.</p>
            <ol className="mt-4 flex flex-col gap-2" aria-label="Profiles in review">
              {data?.items.map((item) => {
                const missing = item.checklist.filter(
                  (c) => !c.done && c.item !== 'Identity checked by our team',
                );
                return (
                  <li key={item.userId} className="rounded-lg border border-slate-200 bg-white p-3">
                    <Link
                      to={`/ops/vetting/${item.userId}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {item.name}
                    </Link>
                    <p className="text-sm text-slate-700">
                      Waiting {formatAge(item.ageMs)}
                      {item.resubmitted ? ' · resubmitted' : ''}
                      {missing.length > 0 ? ` · missing: ${missing.map((c) => c.item).join(', ')}` : ''}
                    </p>
                  </li>
                );
              })}
            </ol>
            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </PageContainer>
  );
}
