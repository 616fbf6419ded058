// /ops/accounts (docs/product/operations.md, "Accounts"): staff search accounts by name, e-mail, phone or card
// number and open one. Lazy-loaded.
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SUSPENSION_MESSAGES } from '../../../shared/marketplace/suspension-messages';
import { ConsoleBackLink, StaffPage } from '../../components/ops/staff-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { useAccountSearch } from './ops-accounts-api';

export default function OpsAccountsPage() {
  usePageMeta('Accounts', 'Search TalentBridge accounts.');
  return (
    <StaffPage>
      <Search />
    </StaffPage>
  );
}

function Search() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | undefined>();
  const results = useAccountSearch(q, offset);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length < 2) {
      setProblem(SUSPENSION_MESSAGES.badSearch);
      return;
    }
    setProblem(undefined);
    setParams({ q: text.trim() });
  }

  return (
    <PageContainer className="max-w-3xl space-y-4">
      <ConsoleBackLink />
      <PageHeading>Accounts</PageHeading>
      <form
        aria-label="Search accounts"
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <TextField
            label="Name, e-mail, phone or card number"
            value={text}
            error={problem}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {q ? (
        <QueryStates query={results} loadingLabel="Searching..." errorTitle="The search failed.">
          {results.data?.accounts.length === 0 ? (
            <p className="text-sm text-slate-700">No account matches “{q}”.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {results.data?.accounts.map((account) => (
                <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    <Link to={`/ops/accounts/${account.id}`} className="font-medium text-brand-800 underline">
                      {account.name}
                    </Link>
                    <span className="block text-sm break-all text-slate-600">
                      {account.role}
                      {account.companyName ? ` · ${account.companyName}` : ''} · {account.email}
                    </span>
                  </span>
                  {account.suspended ? <Badge tone="red">Suspended</Badge> : null}
                </li>
              ))}
            </ul>
          )}
          <div className="flex gap-2">
            {offset > 0 ? (
              <Button
                variant="secondary"
                onClick={() => setParams({ q, offset: String(Math.max(0, offset - 25)) })}
              >
                Previous
              </Button>
            ) : null}
            {results.data?.nextOffset ? (
              <Button
                variant="secondary"
                onClick={() => setParams({ q, offset: String(results.data!.nextOffset) })}
              >
                Next
              </Button>
            ) : null}
          </div>
        </QueryStates>
      ) : null}
    </PageContainer>
  );
}
