// /ops, the operations console's front page (docs/product/operations.md, "Console"): staff only; the queues with
// their counts and the audit log. Lazy-loaded.
import { Link } from 'react-router';
import { OPS_MESSAGES } from '../../../shared/marketplace/ops-messages';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { formatAge } from '../../components/ops/format-age';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { Spinner } from '../../components/ui/spinner';
import { appNow } from '../../lib/app-clock';
import { useRequireRole } from '../../lib/use-require-role';
import { AuditLog } from './audit-log';
import { useOpsQueues } from './ops-api';

/** The oldest item's wait, in the one format of every age in the console (formatAge). */
function age(iso: string | null): string {
  if (!iso) return '';
  return `oldest ${formatAge(Math.max(0, appNow().getTime() - new Date(iso).getTime()))}`;
}

/** Each queue's page: vetting's own, the decidable queues' /ops/queues/<key> (docs/product/operations.md, "Queues"). */
const queuePage = (key: string) => (key === 'vetting' ? '/ops/vetting' : `/ops/queues/${key}`);

function Queues() {
  const query = useOpsQueues(true);
  return (
    <section aria-labelledby="queues-heading" className="space-y-3">
      <h2 id="queues-heading" className="text-xl font-semibold text-slate-900">
        Queues
      </h2>
      <QueryStates
        query={query}
        loadingLabel="Loading the queues"
        errorTitle="The queues could not be loaded."
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {query.data?.queues.map((queue) => (
            <li
              key={queue.key}
              className="flex items-center justify-between rounded-md border border-slate-200 p-3"
            >
              <Link to={queuePage(queue.key)} className="text-brand-800 underline">
                {queue.label}
              </Link>
              <span className="text-right">
                <span className="text-lg font-semibold text-slate-900" data-testid={`queue-${queue.key}`}>
                  {queue.count}
                </span>
                {queue.oldestAt && (
                  <span className="block text-xs text-slate-600">{age(queue.oldestAt)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </QueryStates>
    </section>
  );
}

export default function OpsConsolePage() {
  usePageMeta(OPS_MESSAGES.consoleTitle, 'The TalentBridge operations console.');
  const access = useRequireRole('ops', '/ops/sign-in');
  if (access.state === 'checking') return <Spinner label="Checking your sign-in" className="min-h-[50vh]" />;
  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="ops" signedInAs={access.signedInAs} />;
  return (
    <PageContainer className="space-y-8">
      <header className="space-y-1">
        <PageHeading>{OPS_MESSAGES.consoleTitle}</PageHeading>
        <p className="text-sm text-slate-700">
          <span className="font-medium">{OPS_MESSAGES.signedInAsStaff}</span> · {access.user.name}
        </p>
      </header>
      <Queues />
      {/* Account search, the account page, 'Suspend' and 'Reinstate'. */}
      <p>
        <Link to="/ops/accounts" className="font-medium text-brand-800 underline">
          Search accounts
        </Link>
      </p>
      {/* The weekly metrics. */}
      <p>
        <Link to="/ops/metrics" className="font-medium text-brand-800 underline">
          Metrics
        </Link>
      </p>
      <AuditLog />
    </PageContainer>
  );
}
