// Card 'Get paid' on the worker's dashboard (docs/product/payments.md, "Get paid"): 'Set up payouts' opens the
// payments provider's hosted onboarding, which returns here with ?payouts=done; then 'Payouts ready'.
import { CircleCheck, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PayoutStateDto } from '../../../shared/schemas/responses/payouts';
import { money } from '../../components/timesheets/timesheet-format';
import { Button } from '../../components/ui/button';
import { Card, CardContent, IconCardHeader } from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { usePayouts, useRefreshPayouts, useStartPayoutSetup } from './api/payouts';

export const PAYOUTS_READY = 'Payouts ready';

/** Back from the hosted onboarding: ask once whether payouts are on, then drop the marker from the address. */
function useRefreshOnReturn() {
  const [params, setParams] = useSearchParams();
  const back = params.get('payouts');
  const refresh = useRefreshPayouts();
  const asked = useRef(false);
  useEffect(() => {
    if (!back || asked.current) return;
    asked.current = true;
    refresh.mutate(undefined, {
      onSuccess: (state) => {
        if (state.status === 'ready') toast.success(`${PAYOUTS_READY}.`);
        else if (back === 'done') toast('Payout setup is not finished yet.');
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [back, refresh, setParams]);
}

function statusLine(state: PayoutStateDto): string {
  if (state.status === 'ready') return PAYOUTS_READY;
  if (state.waitingCents > 0) return `Pay waiting: set up payouts to receive ${money(state.waitingCents)}`;
  if (state.status === 'incomplete') return 'Payout setup is not finished yet.';
  return 'Payouts are not set up yet.';
}

export function GetPaidCard() {
  const payouts = usePayouts();
  const start = useStartPayoutSetup();
  useRefreshOnReturn();
  const state = payouts.data;
  // While loading, the card's frame holds its place, so the applications below do not jump when it arrives.
  if (payouts.isPending) return <GetPaidFrame busy />;
  // Nothing after an error (the rest of the dashboard still works), or where pay is settled outside TalentBridge.
  if (!state || state.status === 'disabled') return null;

  function goToOnboarding() {
    start.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(error.message),
    });
  }

  const ready = state.status === 'ready';
  return (
    <GetPaidFrame>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p
          className="flex items-center gap-2 text-base font-medium text-slate-900"
          data-testid="payout-status"
          aria-live="polite"
        >
          {ready && <CircleCheck aria-hidden="true" className="h-5 w-5 text-emerald-700" />}
          {statusLine(state)}
        </p>
        {!ready && (
          <Button onClick={goToOnboarding} disabled={start.isPending}>
            {start.isPending ? 'Opening…' : 'Set up payouts'}
          </Button>
        )}
      </CardContent>
    </GetPaidFrame>
  );
}

/** The card and its heading, the same while loading (then with the status line's place held) as once loaded. */
function GetPaidFrame({ busy = false, children }: { busy?: boolean; children?: ReactNode }) {
  return (
    <Card className="mt-8" aria-busy={busy || undefined}>
      <IconCardHeader
        icon={Wallet}
        title="Get paid"
        description="Your pay is sent as soon as the business is charged for approved work: instantly, and free. You give your bank details on our payments provider's secure page; TalentBridge never stores your tax id or bank number."
      />
      {busy ? (
        <CardContent>
          <p className="h-10 text-base text-slate-600">Loading your payouts…</p>
        </CardContent>
      ) : (
        children
      )}
    </Card>
  );
}
