// A refused 'Select and Contact Worker', handled the same wherever the manager books: a booking refused for want of a
// usable payment method (docs/product/payments.md, "Booking needs a payment method") opens a dialog that leads to
// Billing, since a toast would vanish before the manager finds the way; any other refusal is a toast, as before
// (docs/product/applications.md: the failure's own message, or 'Failed to send SMS. Please try again.').
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { PAYMENT_METHOD_FAILING, PAYMENT_METHOD_REQUIRED } from '../../../shared/domain/money';
import { SELECT_MESSAGES } from '../../../shared/marketplace/messages';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LinkButton } from '../../components/ui/link-button';
import { ApiError, isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';

/** The server's refusal, in its own title and words. */
export type BookingGate = { title: string; message: string };

const GATE_MESSAGES: readonly string[] = [PAYMENT_METHOD_REQUIRED, PAYMENT_METHOD_FAILING];

/** The refusal as a payment-method gate (no card on file, or a card refused twice), or null for any other failure. */
export function bookingGateOf(error: unknown): BookingGate | null {
  if (!isRefusal(error) || !GATE_MESSAGES.includes(error.message)) return null;
  return { title: error.title ?? 'Add a payment method', message: error.message };
}

/** Any other failure of the selection: the server's title and message, or ours when it gave none. */
function toastSelectFailure(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0) toast.error(SELECT_MESSAGES.failed);
  else if (error.title) toast.error(error.title, { description: error.message });
  else toast.error(error.message);
}

/** 'Add payment method' (to Billing) or 'Cancel'; the Dialog traps focus, closes on Escape and gives focus back. */
export function BookingGateDialog({ gate, onClose }: { gate: BookingGate | null; onClose: () => void }) {
  return (
    <Dialog
      open={gate !== null}
      onOpenChange={(open) => !open && onClose()}
      title={gate?.title ?? 'Add a payment method'}
      description={gate?.message}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <LinkButton to="/billing" icon={CreditCard}>
            Add payment method
          </LinkButton>
        </>
      }
    />
  );
}

/**
 * The one handling of a refused selection for every place that selects: pass `onError` to the mutation and render
 * `dialog` on the page.
 */
export function useSelectRefusal() {
  const [gate, setGate] = useState<BookingGate | null>(null);
  const onError = (error: unknown) => {
    const refusedForPayment = bookingGateOf(error);
    if (refusedForPayment) setGate(refusedForPayment);
    else toastSelectFailure(error);
  };
  return { onError, dialog: <BookingGateDialog gate={gate} onClose={() => setGate(null)} /> };
}
