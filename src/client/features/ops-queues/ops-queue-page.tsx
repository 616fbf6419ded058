// /ops/queues/:queue (docs/product/operations.md, "Queues"): one queue's open items, oldest first with their age,
// 20 a page, each with its text (shown as text), facts, a link to the account where there is one, and its decision.
// Lazy-loaded; staff only.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatAge } from '../../components/ops/format-age';
import { ConsoleBackLink, StaffPage } from '../../components/ops/staff-page';
import { TimesheetComparison } from '../../components/timesheets/timesheet-comparison';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { QueryStates } from '../../components/ui/query-states';
import { StateMessage } from '../../components/ui/state-message';
import { type OpsQueueItem, useOpsQueue } from './api';
import { AppealedDecision } from './appealed-decision';
import { DecisionForm } from './decision-form';

export default function OpsQueuePage() {
  usePageMeta('Queue', 'Items waiting for the operations team.');
  const { queue = '' } = useParams();
  return (
    <StaffPage>
      <QueueList key={queue} queue={queue} />
    </StaffPage>
  );
}

function Item({
  queue,
  item,
  decisions,
}: {
  queue: string;
  item: OpsQueueItem;
  decisions: { value: string; label: string }[];
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <h2 className="break-words font-semibold text-slate-900">{item.title}</h2>
      <p className="text-sm text-slate-600">Waiting {formatAge(item.ageMs)}</p>
      {item.body ? <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{item.body}</p> : null}
      {/* A disputed timesheet: scheduled, recorded, the worker's claim and the manager's adjustment side by side. */}
      {item.timesheet ? <TimesheetComparison times={item.timesheet} reader="staff" className="mt-2" /> : null}
      {item.appealed ? <AppealedDecision decision={item.appealed} /> : null}
      {item.facts.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {item.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-medium text-slate-700">{fact.label}</dt>
              <dd className="break-words text-slate-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.link ? (
        <Link to={item.link} className="mt-1 inline-block text-sm text-brand-800 underline">
          Open the account
        </Link>
      ) : null}
      <DecisionForm queue={queue} id={item.id} decisions={decisions} />
    </li>
  );
}

function QueueList({ queue }: { queue: string }) {
  const [page, setPage] = useState(1);
  const query = useOpsQueue(queue, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <PageContainer>
      <ConsoleBackLink />
      <PageHeading>{data?.label ?? 'Queue'}</PageHeading>
      <QueryStates
        query={query}
        loadingLabel="Loading the queue..."
        errorTitle="The queue could not be loaded"
      >
        {data && data.items.length === 0 ? (
          <StateMessage title="Nothing waiting">Every item in this queue has been decided.</StateMessage>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{data?.total} waiting, oldest first.</p>
            <ol className="mt-4 flex flex-col gap-3" aria-label={data?.label}>
              {data?.items.map((item) => (
                <Item key={item.id} queue={queue} item={item} decisions={data.decisions} />
              ))}
            </ol>
            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </PageContainer>
  );
}
