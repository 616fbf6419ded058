// The worker's money on the dashboard's Earnings (docs/product/payments.md, "Receipts and statements"): 'Paid out',
// 'Pending', the 'Payouts' list and 'Tax summary <year>'. Not shown where pay is settled outside TalentBridge.
import { COMPENSATION_LABEL } from '../../../shared/domain/money';
import { PAYOUT_STATUS_LABELS } from '../../../shared/domain/statements';
import type { EarningsStatementDto, PayoutRowDto } from '../../../shared/schemas/responses/statements';
import { formatLongDate, formatShortShiftDate } from '../../../shared/time-format';
import { money } from '../../components/timesheets/timesheet-format';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { QueryStates } from '../../components/ui/query-states';
import { StateMessage } from '../../components/ui/state-message';
import { useEarningsStatement, usePayoutList } from './api/statement';

export const NO_PAYOUTS = 'No payouts yet';

const TONES: Record<PayoutRowDto['status'], BadgeTone> = {
  waiting: 'amber',
  pending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** What a payout that is not for hours worked is for. */
const PURPOSE_LABELS = {
  compensation: COMPENSATION_LABEL,
  correction: 'Corrected pay: the difference after a timesheet decision',
} as const;

/** What a payout's last line says: arrived, expected, or how it was sent. */
function arrival(p: PayoutRowDto): string | null {
  if (p.arrivedAt) return `Arrived ${formatLongDate(p.arrivedAt)}`;
  if (p.status === 'sent' && p.arrivesAt) return `Expected ${formatLongDate(p.arrivesAt)}`;
  return null;
}

function PayoutItem({ payout: p }: { payout: PayoutRowDto }) {
  const speed = p.speed === 'instant' ? 'Instant payout' : p.speed === 'standard' ? 'Standard payout' : null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 border-t border-slate-100 py-2 first:border-t-0">
      <div>
        <p className="font-medium text-slate-900">
          {money(p.amountCents)} <span className="font-normal text-slate-600">· {p.shift.title}</span>
        </p>
        <p className="text-xs text-slate-600">
          {[formatLongDate(p.sentAt ?? p.createdAt), speed, arrival(p)].filter(Boolean).join(' · ')}
        </p>
        {p.purpose !== 'work' && <p className="text-xs text-slate-800">{PURPOSE_LABELS[p.purpose]}</p>}
        <p className="text-xs text-slate-600">Shift on {formatShortShiftDate(p.shift.date)}</p>
      </div>
      <Badge tone={TONES[p.status]}>{PAYOUT_STATUS_LABELS[p.status]}</Badge>
    </li>
  );
}

function PayoutList() {
  const query = usePayoutList(true);
  const payouts = query.data?.pages.flatMap((p) => p.payouts) ?? [];
  return (
    <section aria-labelledby="payouts-heading" className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 id="payouts-heading" className="font-semibold text-slate-900">
        Payouts
      </h3>
      <QueryStates
        query={query}
        loadingLabel="Loading your payouts"
        errorTitle="Payouts could not be loaded."
      >
        {payouts.length === 0 ? (
          <StateMessage title={NO_PAYOUTS} className="mt-2 py-6">
            Pay for approved work, and compensation for a shift a business cancelled late, is sent here.
          </StateMessage>
        ) : (
          <>
            <ul className="mt-1">
              {payouts.map((p) => (
                <PayoutItem key={p.id} payout={p} />
              ))}
            </ul>
            <LoadMoreButton pages={query} label="Show more payouts" />
          </>
        )}
      </QueryStates>
    </section>
  );
}

export function TaxSummary({ tax }: { tax: EarningsStatementDto['taxYear'] }) {
  return (
    <section aria-labelledby="tax-heading" className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 id="tax-heading" className="font-semibold text-slate-900">
        Tax summary {tax.year}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">Paid to you</dt>
        <dd className="font-medium text-slate-900">{money(tax.paidCents)}</dd>
        <dt className="text-slate-600">Payouts</dt>
        <dd className="font-medium text-slate-900">{tax.payoutCount}</dd>
      </dl>
      <p className="mt-2 text-sm text-slate-700" data-testid="tax-sentence">
        {tax.sentence}
      </p>
    </section>
  );
}

export function EarningsStatement() {
  const query = useEarningsStatement();
  // Where pay is settled outside TalentBridge there is nothing to show; a failure leaves the rest of Earnings be.
  if (query.data?.settledOutside) return null;
  return (
    <QueryStates
      query={query}
      loadingLabel="Loading your payouts"
      errorTitle="Your payouts could not be loaded."
    >
      {query.data && (
        <div className="mt-3 space-y-3">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-xs font-medium text-slate-600">Paid out</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid="paid-out">
                {money(query.data.paidOutCents)}
              </dd>
            </div>
            <div className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-xs font-medium text-slate-600">Pending</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid="pending">
                {money(query.data.pendingCents)}
              </dd>
            </div>
          </dl>
          <div className="grid gap-3 md:grid-cols-2">
            <PayoutList />
            <TaxSummary tax={query.data.taxYear} />
          </div>
        </div>
      )}
    </QueryStates>
  );
}
