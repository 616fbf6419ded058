// 'Billing' (/billing), the business's payment method and its charges (docs/product/payments.md, "Billing",
// "Receipts and statements").
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useApplicationEvents } from '../../lib/use-application-events';
import { useBillingState } from './api/billing-state';
import { useConfirmPaymentMethod } from './api/confirm-setup';
import { ChargesSection } from './charges-section';
import { PaymentMethodCard } from './payment-method-card';

export const PAYMENT_METHOD_SAVED = 'Payment method saved.';
/** PAYMENTS_PROVIDER=disabled: no card to add; what is owed is still recorded (docs/product/payments.md). */
export const SETTLED_OUTSIDE =
  'Payments are settled outside TalentBridge on this server: there is no card to add, and what you owe your workers is still recorded on each timesheet.';

/** Back from the hosted page with ?setup=<session id>: keep the card once, then drop the id from the address. */
function useConfirmOnReturn() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('setup');
  const confirm = useConfirmPaymentMethod();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    // Once per session id, even when React runs the effect twice in development.
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    confirm.mutate(
      { sessionId },
      {
        onSuccess: () => toast.success(PAYMENT_METHOD_SAVED),
        onSettled: () => setParams({}, { replace: true }),
      },
    );
  }, [sessionId, confirm, setParams]);
  return confirm;
}

export default function BillingPage() {
  usePageMeta('Billing', "Your business's payment method and charges.");
  // A charge made or refused while the page is open shows at once (docs/product/realtime.md).
  useApplicationEvents();
  const { user, isLoading } = useSession();
  const manager = user?.userType === 'manager';
  const query = useBillingState(manager);
  const confirm = useConfirmOnReturn();
  return (
    <PageContainer className="space-y-6">
      <PageHeading>Billing</PageHeading>
      {!isLoading && !manager && <StateMessage title="Sign in as a business manager to see billing." />}
      {confirm.isPending && <Spinner label="Saving your payment method" />}
      {confirm.isError && <StateMessage kind="error" title={confirm.error.message} />}
      {manager && (
        <QueryStates
          query={query}
          loadingLabel="Loading your payment method"
          errorTitle="Billing could not be loaded."
        >
          {query.data?.settledOutside ? (
            <StateMessage title={SETTLED_OUTSIDE} />
          ) : (
            query.data && (
              <>
                <PaymentMethodCard state={query.data} />
                <ChargesSection />
              </>
            )
          )}
        </QueryStates>
      )}
    </PageContainer>
  );
}
