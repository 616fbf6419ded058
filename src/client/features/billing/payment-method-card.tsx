import { CreditCard } from 'lucide-react';
import { paymentMethodLabel } from '../../../shared/schemas/billing';
import type { BillingStateDto } from '../../../shared/schemas/responses/billing';
import { Button } from '../../components/ui/button';
import { Card, CardContent, IconCardHeader } from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { useStartPaymentMethodSetup } from './api/start-setup';

/**
 * Card 'Payment method' (docs/product/payments.md, "Billing"): the card on file and 'Replace', or 'Add payment
 * method'. Both go to the provider's hosted page, which returns to /billing?setup=….
 */
export function PaymentMethodCard({ state }: { state: BillingStateDto }) {
  const start = useStartPaymentMethodSetup();
  const method = state.paymentMethod;

  function goToHostedPage() {
    start.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <Card>
      <IconCardHeader
        icon={CreditCard}
        title="Payment method"
        description="Approved work is charged to this card. You enter it on our payments provider's secure page; TalentBridge keeps only its brand and last four digits."
      />
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base font-medium text-slate-900" data-testid="payment-method">
          {method ? paymentMethodLabel(method) : 'No payment method yet.'}
        </p>
        <Button
          onClick={goToHostedPage}
          disabled={start.isPending}
          variant={method ? 'secondary' : 'primary'}
        >
          {start.isPending ? 'Opening…' : method ? 'Replace' : 'Add payment method'}
        </Button>
      </CardContent>
    </Card>
  );
}
