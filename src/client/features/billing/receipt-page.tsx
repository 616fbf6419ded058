// A charge's printable receipt, /billing/receipts/:id (docs/product/payments.md, "Receipts and statements"): the
// business, the worker, the shift, hours, pay, fee with its rate, total, status, the charge's date and the payments
// provider's reference. 'Print' prints the receipt alone (styles.css hides the site's header and footer on paper).
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ReceiptDto } from '../../../shared/schemas/responses/statements';
import { formatLongDate } from '../../../shared/time-format';
import { money } from '../../components/timesheets/timesheet-format';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { StateMessage } from '../../components/ui/state-message';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useReceipt } from './api/charges';
import {
  chargeHours,
  chargePurpose,
  chargeStatus,
  correctionLabel,
  feeRate,
  netCharged,
  shiftWhen,
  signedCorrection,
} from './charge-format';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-t border-slate-100 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function Receipt({ receipt: r }: { receipt: ReceiptDto }) {
  const chargedOn = r.chargedAt
    ? formatLongDate(r.chargedAt)
    : `Not charged yet (${r.purpose === 'compensation' ? 'cancelled' : 'approved'} ${formatLongDate(r.createdAt)})`;
  return (
    <article
      data-receipt
      aria-labelledby="receipt-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0"
    >
      <h2 id="receipt-title" className="text-lg font-semibold text-slate-900">
        TalentBridge receipt
      </h2>
      <p className="text-sm text-slate-600">Receipt number {r.id}</p>
      <dl className="mt-4">
        <Line label="Business">
          <span className="block">{r.business.name}</span>
          {r.business.contactName && (
            <span className="block text-sm text-slate-600">{r.business.contactName}</span>
          )}
          {r.business.email && <span className="block text-sm text-slate-600">{r.business.email}</span>}
        </Line>
        <Line label="Worker">{r.workerName}</Line>
        <Line label="Shift">
          <span className="block">{r.shift.title}</span>
          <span className="block text-sm text-slate-600">{shiftWhen(r)}</span>
        </Line>
        {chargePurpose(r) && <Line label="For">{chargePurpose(r)}</Line>}
        <Line label="Hours">{chargeHours(r)}</Line>
        <Line label="Pay">{money(r.payCents)}</Line>
        <Line label={`Fee (${feeRate(r)})`}>{money(r.feeCents)}</Line>
        <Line label="Total">
          <span className="text-lg font-semibold">{money(r.totalCents)}</span>
        </Line>
        <Line label="Status">
          {chargeStatus(r)}
          {r.failure && <span className="block text-sm text-red-700">{r.failure}</span>}
        </Line>
        <Line label="Charge date">{chargedOn}</Line>
        <Line label="Payment reference">
          <span className="break-all font-mono text-sm">{r.providerReference ?? 'None yet'}</span>
        </Line>
        {r.corrections.map((c) => (
          <Line key={c.id} label={correctionLabel(c)}>
            <span className="block">
              {signedCorrection(c) < 0 ? '-' : ''}
              {money(c.amountCents)}
            </span>
            <span className="block text-sm text-slate-600">
              pay {money(c.payCents)} + fee {money(c.feeCents)}
            </span>
          </Line>
        ))}
        {r.corrections.length > 0 && (
          <Line label="Paid in the end">
            <span className="text-lg font-semibold">{money(netCharged(r))}</span>
          </Line>
        )}
      </dl>
    </article>
  );
}

export default function ReceiptPage() {
  usePageMeta('Receipt', 'The receipt of a charge for approved work.');
  const { id } = useParams();
  const { user, isLoading } = useSession();
  const manager = user?.userType === 'manager';
  const query = useReceipt(id, manager);
  return (
    <PageContainer className="max-w-2xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <LinkButton to="/billing" variant="ghost" size="sm" icon={ArrowLeft}>
          Back to Billing
        </LinkButton>
        {query.data && (
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print
          </Button>
        )}
      </div>
      <PageHeading className="print:hidden">Receipt</PageHeading>
      {!isLoading && !manager && <StateMessage title="Sign in as a business manager to see receipts." />}
      {manager && query.error instanceof ApiError && query.error.status === 404 ? (
        // Another business's charge, or an address typed wrong: trying again cannot help, so say so and lead back.
        <StateMessage
          title={query.error.message}
          action={
            <LinkButton to="/billing" variant="secondary">
              See your charges
            </LinkButton>
          }
        />
      ) : (
        manager && (
          <QueryStates
            query={query}
            loadingLabel="Loading the receipt"
            errorTitle="This receipt could not be loaded."
          >
            {query.data && <Receipt receipt={query.data} />}
          </QueryStates>
        )
      )}
    </PageContainer>
  );
}
