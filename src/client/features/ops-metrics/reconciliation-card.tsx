// The metrics page's reconciliation figures (docs/product/payments.md, "Reconciliation"): the open 'Ledger mismatch'
// items, linked to their queue, and what the last daily run compared.
import { Link } from 'react-router';
import type { LedgerReconciliationDto } from '../../../shared/schemas/responses/ops-metrics';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const day = (iso: string) => iso.slice(0, 10);
const time = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function ReconciliationCard({ reconciliation }: { reconciliation: LedgerReconciliationDto }) {
  const { openMismatches, lastRun } = reconciliation;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ledger reconciliation</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-slate-800">
        <p>
          <span className="font-semibold tabular-nums">{openMismatches}</span>{' '}
          {openMismatches === 1 ? "'Ledger mismatch' item open" : "'Ledger mismatch' items open"}
          {openMismatches > 0 ? (
            <>
              {' '}
              <Link to="/ops/queues/ledger-mismatches" className="text-brand-800 underline">
                Open the queue
              </Link>
            </>
          ) : null}
        </p>
        {lastRun ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">Last run</dt>
            <dd>
              {day(lastRun.windowStart)} (UTC), finished {time(lastRun.finishedAt)}
            </dd>
            <dt className="font-medium text-slate-700">Compared</dt>
            <dd>
              {lastRun.providerObjects} provider objects, {lastRun.ledgerTransactions} ledger transactions,{' '}
              {lastRun.approvedTimesheets} approved timesheets
            </dd>
            <dt className="font-medium text-slate-700">Mismatches found</dt>
            <dd className="tabular-nums">{lastRun.mismatches}</dd>
          </dl>
        ) : (
          <p className="text-sm text-slate-700">No reconciliation has run yet: it runs daily at 02:00 UTC.</p>
        )}
      </CardContent>
    </Card>
  );
}
