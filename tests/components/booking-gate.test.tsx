// A refused 'Select and Contact Worker' (docs/product/payments.md, "Booking needs a payment method"): the two
// payment-method refusals open a dialog that leads to Billing; any other refusal stays a toast.
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSelectRefusal } from '../../src/client/features/manage-shifts/booking-gate';
import { ContactWorkerDialog } from '../../src/client/features/manage-shifts/contact-worker-dialog';
import { ApiError } from '../../src/client/lib/api';
import { toast } from '../../src/client/lib/toast';
import { PAYMENT_METHOD_FAILING, PAYMENT_METHOD_REQUIRED } from '../../src/shared/domain/money';
import type { ApplicantDto } from '../../src/shared/marketplace/types';
import { applicantDto, managerShiftDto } from '../factories/dtos';

/** A page that selects: its button fails the way `error` says, as the mutation's onError would be called. */
function Selecting({ error }: { error: unknown }) {
  const refused = useSelectRefusal();
  return (
    <>
      <button type="button" onClick={() => refused.onError(error)}>
        Send Offer by SMS
      </button>
      {refused.dialog}
    </>
  );
}

/** The applicants page's flow: the card's button opens the offer dialog, whose send fails for want of a card. */
function Offering() {
  const [contacting, setContacting] = useState<ApplicantDto | null>(null);
  const select = useMutation({
    mutationFn: () => Promise.reject(conflict(PAYMENT_METHOD_REQUIRED, 'Add a payment method')),
  });
  const refused = useSelectRefusal();
  return (
    <>
      <button type="button" onClick={() => setContacting(applicantDto('interested'))}>
        Select and Contact Worker
      </button>
      <ContactWorkerDialog
        applicant={contacting}
        shift={managerShiftDto()}
        sending={select.isPending}
        onSend={() =>
          select.mutate(undefined, { onError: refused.onError, onSettled: () => setContacting(null) })
        }
        onClose={() => setContacting(null)}
      />
      {refused.dialog}
    </>
  );
}

function renderSelecting(error: unknown) {
  render(
    <MemoryRouter initialEntries={['/view-applications/s1']}>
      <Routes>
        <Route path="/view-applications/:shiftId" element={<Selecting error={error} />} />
        <Route path="/billing" element={<h1>Billing</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const send = screen.getByRole('button', { name: 'Send Offer by SMS' });
  send.focus();
  fireEvent.click(send);
  return send;
}

const conflict = (message: string, title: string) => new ApiError(409, { code: 'CONFLICT', message, title });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a refused selection', () => {
  it.each([
    [PAYMENT_METHOD_REQUIRED, 'Add a payment method'],
    [PAYMENT_METHOD_FAILING, 'Payment issue'],
  ])('%s: a dialog titled by the refusal, whose button goes to Billing', (message, title) => {
    const error = vi.spyOn(toast, 'error');
    renderSelecting(conflict(message, title));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    const add = within(dialog).getByRole('link', { name: 'Add payment method' });
    expect(add.getAttribute('href')).toBe('/billing');
    fireEvent.click(add);
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes with 'Cancel' and with Escape, and gives the focus back", async () => {
    const send = renderSelecting(conflict(PAYMENT_METHOD_REQUIRED, 'Add a payment method'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(send));
    fireEvent.click(send);
    const dialog = screen.getByRole('dialog', { name: 'Add a payment method' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("from the offer dialog: the offer closes, the gate opens, and 'Cancel' gives the focus back to the card's button", async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <Offering />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const select = screen.getByRole('button', { name: 'Select and Contact Worker' });
    select.focus();
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer by SMS' }));
    const gate = await screen.findByRole('dialog', { name: 'Add a payment method' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await vi.waitFor(() => expect(gate.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(gate).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(select));
  });

  it("any other refusal is a toast in the server's words, as before", () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    renderSelecting(conflict('This shift has already been filled.', 'Shift filled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith('Shift filled', {
      description: 'This shift has already been filled.',
    });
  });

  it("a network failure is 'Failed to send SMS. Please try again.'", () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    renderSelecting(new ApiError(0, { code: 'NETWORK', message: 'Could not reach the server.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to send SMS. Please try again.');
  });
});
