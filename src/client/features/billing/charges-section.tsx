// 'Charges' on /billing (docs/product/payments.md, "Receipts and statements"): each charge for approved work with its
// 'Receipt', page by page, and 'Export CSV'. A table on wide screens, a card per charge on narrow ones.
import { Download, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import type { ChargeRowDto } from '../../../shared/schemas/responses/statements';
import { money } from '../../components/timesheets/timesheet-format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, IconCardHeader } from '../../components/ui/card';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { QueryStates } from '../../components/ui/query-states';
import { StateMessage } from '../../components/ui/state-message';
import { CHARGES_CSV_URL, useCharges } from './api/charges';
import {
  CHARGE_TONES,
  chargeDate,
  chargeHours,
  chargePurpose,
  chargeStatus,
  feeRate,
  shiftWhen,
} from './charge-format';

export const NO_CHARGES = 'No charges yet';

function ReceiptLink({ charge }: { charge: ChargeRowDto }) {
  return (
    <Link
      to={`/billing/receipts/${charge.id}`}
      aria-label={`Receipt for ${charge.shift.title}, ${chargeDate(charge)}`}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      Receipt
    </Link>
  );
}

function StatusBadge({ charge }: { charge: ChargeRowDto }) {
  return (
    <span className="flex flex-col gap-1">
      <Badge tone={CHARGE_TONES[charge.status]} className="self-start">
        {chargeStatus(charge)}
      </Badge>
      {charge.failure && <span className="text-xs text-red-700">{charge.failure}</span>}
    </span>
  );
}

const HEADINGS = ['Date', 'Shift', 'Worker', 'Hours', 'Pay', 'Fee', 'Total', 'Status', 'Receipt'];

function ChargesTable({ charges }: { charges: ChargeRowDto[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Charges for approved work, newest first</caption>
        <thead>
          <tr className="text-slate-600">
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {charges.map((c) => (
            <tr key={c.id} className="border-t border-slate-100 align-top">
              <td className="px-2 py-2 text-slate-800">{chargeDate(c)}</td>
              <th scope="row" className="px-2 py-2 font-normal text-slate-900">
                <span className="block font-medium">{c.shift.title}</span>
                {chargePurpose(c) && <span className="block text-xs text-slate-800">{chargePurpose(c)}</span>}
                <span className="block text-xs text-slate-600">{shiftWhen(c)}</span>
              </th>
              <td className="px-2 py-2 text-slate-800">{c.workerName}</td>
              <td className="px-2 py-2 text-slate-800">{chargeHours(c)}</td>
              <td className="px-2 py-2 text-slate-800">{money(c.payCents)}</td>
              <td className="px-2 py-2 text-slate-800">{money(c.feeCents)}</td>
              <td className="px-2 py-2 font-medium text-slate-900">{money(c.totalCents)}</td>
              <td className="px-2 py-2">
                <StatusBadge charge={c} />
              </td>
              <td className="px-2 py-2">
                <ReceiptLink charge={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChargeCards({ charges }: { charges: ChargeRowDto[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Charges for approved work, newest first">
      {charges.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="font-medium text-slate-900">{c.shift.title}</p>
              {chargePurpose(c) && <p className="text-xs text-slate-800">{chargePurpose(c)}</p>}
              <p className="text-xs text-slate-600">{shiftWhen(c)}</p>
            </div>
            <StatusBadge charge={c} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Date</dt>
            <dd className="text-slate-900">{chargeDate(c)}</dd>
            <dt className="text-slate-600">Worker</dt>
            <dd className="text-slate-900">{c.workerName}</dd>
            <dt className="text-slate-600">Hours</dt>
            <dd className="text-slate-900">{chargeHours(c)}</dd>
            <dt className="text-slate-600">Pay</dt>
            <dd className="text-slate-900">{money(c.payCents)}</dd>
            <dt className="text-slate-600">Fee ({feeRate(c)})</dt>
            <dd className="text-slate-900">{money(c.feeCents)}</dd>
            <dt className="text-slate-600">Total</dt>
            <dd className="font-medium text-slate-900">{money(c.totalCents)}</dd>
          </dl>
          <p className="mt-2 text-sm">
            <ReceiptLink charge={c} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ChargesSection() {
  const query = useCharges(true);
  const charges = query.data?.pages.flatMap((p) => p.charges) ?? [];
  return (
    <Card>
      <IconCardHeader
        icon={Receipt}
        title="Charges"
        description="Each approved timesheet is charged to your card: the worker's pay and our fee. A late cancellation's compensation is charged with no fee."
      />
      <CardContent className="space-y-4">
        <QueryStates
          query={query}
          loadingLabel="Loading your charges"
          errorTitle="Charges could not be loaded."
        >
          {charges.length === 0 ? (
            <StateMessage title={NO_CHARGES}>Approved timesheets are charged here.</StateMessage>
          ) : (
            <>
              <div className="flex justify-end">
                <Button asChild variant="secondary" size="sm">
                  <a href={CHARGES_CSV_URL} download>
                    <Download className="h-4 w-4" aria-hidden="true" />
                    Export CSV
                  </a>
                </Button>
              </div>
              <ChargesTable charges={charges} />
              <ChargeCards charges={charges} />
              <LoadMoreButton pages={query} label="Show more charges" />
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
