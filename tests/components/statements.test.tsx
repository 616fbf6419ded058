// Receipts and statements on screen (docs/product/payments.md, "Receipts and statements"): the business's 'Charges'
// on /billing (a table and, for narrow screens, cards; 'Receipt' links, 'Export CSV'; empty and failed states), and
// the worker's 'Paid out', 'Pending', 'Payouts' and 'Tax summary <year>' on the dashboard's Earnings.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { correctionLabel, netCharged } from '../../src/client/features/billing/charge-format';
import { ChargesSection } from '../../src/client/features/billing/charges-section';
import ReceiptPage from '../../src/client/features/billing/receipt-page';
import { EarningsStatement } from '../../src/client/features/worker-dashboard/earnings-statement';
import { taxSummarySentence } from '../../src/shared/domain/statements';
import type {
  ChargeRowDto,
  EarningsStatementDto,
  PayoutRowDto,
  ReceiptDto,
} from '../../src/shared/schemas/responses/statements';

const shift = {
  id: 's1',
  title: 'Brunch Server',
  businessName: 'Blue Door Cafe',
  date: '2026-11-20',
  startTime: '09:00',
  endTime: '15:00',
};

function charge(overrides: Partial<ChargeRowDto> = {}): ChargeRowDto {
  return {
    id: 'c1',
    purpose: 'work',
    createdAt: '2026-11-21T15:00:00.000Z',
    chargedAt: '2026-11-21T15:02:00.000Z',
    shift,
    workerName: 'Jordan Avery',
    workedMinutes: 330,
    payCents: 10_175,
    feeCents: 3_053,
    feeBps: 3000,
    totalCents: 13_228,
    status: 'succeeded',
    failure: null,
    ...overrides,
  };
}

function payout(overrides: Partial<PayoutRowDto> = {}): PayoutRowDto {
  return {
    id: 'p1',
    purpose: 'work',
    createdAt: '2026-11-21T15:02:00.000Z',
    sentAt: '2026-11-21T15:03:00.000Z',
    amountCents: 10_175,
    speed: 'instant',
    status: 'sent',
    arrivesAt: '2026-11-21T15:08:00.000Z',
    arrivedAt: '2026-11-21T15:08:00.000Z',
    shift,
    ...overrides,
  };
}

/** The API as the components reach it: each path's answer (a body, or a status to fail with). */
function stubApi(answers: Record<string, unknown>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const answer = answers[url.split('?')[0]!];
      if (typeof answer === 'number')
        return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Down' } }), {
          status: answer,
        });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

const renderUi = (ui: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the business's 'Charges'", () => {
  it('lists each charge with its figures, a receipt link and the CSV export, as a table and as cards', async () => {
    stubApi({
      '/api/billing/charges': {
        charges: [
          charge(),
          charge({
            id: 'c2',
            chargedAt: null,
            status: 'pending',
            failure: 'Your card has insufficient funds.',
            shift: { ...shift, title: 'Line Cook' },
          }),
        ],
        nextCursor: null,
      },
    });
    renderUi(<ChargesSection />);
    const table = await screen.findByRole('table', { name: 'Charges for approved work, newest first' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Date',
      'Shift',
      'Worker',
      'Hours',
      'Pay',
      'Fee',
      'Total',
      'Status',
      'Receipt',
    ]);
    const [, paid, pending] = within(table).getAllByRole('row');
    expect(
      within(paid!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '11/21/2026',
      'Jordan Avery',
      '5 h 30 min',
      '$101.75',
      '$30.53',
      '$132.28',
      'Paid',
      'Receipt',
    ]);
    expect(within(paid!).getByRole('rowheader').textContent).toBe(
      'Brunch ServerFri, Nov 20, 9:00 AM - 3:00 PM',
    );
    expect(
      within(paid!).getByRole('link', { name: 'Receipt for Brunch Server, 11/21/2026' }).getAttribute('href'),
    ).toBe('/billing/receipts/c1');
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText('Your card has insufficient funds.')).toBeTruthy();

    const cards = screen.getByRole('list', { name: 'Charges for approved work, newest first' });
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByText('Fee (30 %)')).toBeTruthy();
    expect(within(first!).getByText('$132.28')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/billing/charges.csv',
    );
  });

  it("says 'No charges yet' when there are none, and that it failed when it did", async () => {
    stubApi({ '/api/billing/charges': { charges: [], nextCursor: null } });
    const { unmount } = renderUi(<ChargesSection />);
    await screen.findByText('No charges yet');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    unmount();

    stubApi({ '/api/billing/charges': 500 });
    renderUi(<ChargesSection />);
    await screen.findByText('Charges could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("the worker's statement", () => {
  const statement = (overrides: Partial<EarningsStatementDto> = {}): EarningsStatementDto => ({
    settledOutside: false,
    paidOutCents: 10_175,
    pendingCents: 7_400,
    taxYear: {
      year: 2026,
      paidCents: 10_175,
      payoutCount: 1,
      thresholdCents: 200_000,
      reached: false,
      sentence: taxSummarySentence(2026, 10_175),
    },
    ...overrides,
  });

  it("shows 'Paid out', 'Pending', the payouts and the year's tax summary", async () => {
    const urls = stubApi({
      '/api/earnings/statement': statement(),
      '/api/earnings/payouts': {
        payouts: [
          payout({
            id: 'p2',
            status: 'waiting',
            sentAt: null,
            speed: null,
            arrivesAt: null,
            arrivedAt: null,
            amountCents: 7_400,
          }),
          payout(),
          payout({ id: 'p3', purpose: 'correction', amountCents: 1_850 }),
        ],
        nextCursor: null,
      },
    });
    renderUi(<EarningsStatement />);
    expect((await screen.findByTestId('paid-out')).textContent).toBe('$101.75');
    expect(screen.getByTestId('pending').textContent).toBe('$74.00');

    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    const [waiting, sent, corrected] = within(payouts).getAllByRole('listitem');
    expect(
      within(corrected!).getByText('Corrected pay: the difference after a timesheet decision'),
    ).toBeTruthy();
    expect(within(sent!).queryByText(/Corrected pay/)).toBeNull();
    expect(within(waiting!).getByText('Waiting for payout setup')).toBeTruthy();
    expect(within(waiting!).getByText(/\$74\.00/)).toBeTruthy();
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    expect(within(sent!).getByText(/Instant payout · Arrived November 21, 2026/)).toBeTruthy();

    const tax = screen.getByRole('region', { name: 'Tax summary 2026' });
    expect(within(tax).getByTestId('tax-sentence').textContent).toBe(
      'Our payments provider files a 1099-NEC when your payments in a calendar year reach $2,000. Your payments in 2026: $101.75.',
    );
    // Five payouts a page on the dashboard.
    expect(urls).toEqual(
      expect.arrayContaining(['/api/earnings/statement', '/api/earnings/payouts?limit=5']),
    );
  });

  it("says 'No payouts yet' before the first, and shows nothing where pay is settled outside", async () => {
    stubApi({
      '/api/earnings/statement': statement({ paidOutCents: 0, pendingCents: 0 }),
      '/api/earnings/payouts': { payouts: [], nextCursor: null },
    });
    const { unmount } = renderUi(<EarningsStatement />);
    await screen.findByText('No payouts yet');
    unmount();

    stubApi({ '/api/earnings/statement': statement({ settledOutside: true }) });
    const { container } = renderUi(<EarningsStatement />);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByText('Paid out')).toBeNull();
  });
});

describe("a receipt's corrections", () => {
  const refund: ReceiptDto['corrections'][number] = {
    id: 'k1',
    kind: 'refund',
    payCents: 1_850,
    feeCents: 555,
    amountCents: 2_405,
    status: 'succeeded',
    createdAt: '2026-11-24T14:00:00.000Z',
    doneAt: '2026-11-24T14:01:00.000Z',
  };
  const receipt = (corrections: ReceiptDto['corrections']): ReceiptDto => ({
    ...charge(),
    business: { name: 'Blue Door Cafe', contactName: 'Sam Lee', email: 'sam@example.com' },
    providerReference: 'pi_1',
    timesheetId: 't1',
    corrections,
  });

  it('says what each one is and where it stands', () => {
    expect(correctionLabel(refund)).toBe('Refund of lowered pay, refunded 11/24/2026');
    expect(correctionLabel({ ...refund, kind: 'extra_charge', status: 'pending', doneAt: null })).toBe(
      'Extra charge for raised pay, in progress (recorded 11/24/2026)',
    );
  });

  it('counts only the corrections made in what was paid in the end', () => {
    expect(netCharged(receipt([refund]))).toBe(13_228 - 2_405);
    expect(
      netCharged(receipt([refund, { ...refund, id: 'k2', kind: 'extra_charge', amountCents: 500 }])),
    ).toBe(13_228 - 2_405 + 500);
    expect(netCharged(receipt([{ ...refund, status: 'failed', doneAt: null }]))).toBe(13_228);
  });
});

describe("a receipt that is not the business's", () => {
  it("says so in the server's words and leads back to the charges, without 'Try again'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/session'
          ? Response.json({
              user: { id: 'm1', userType: 'manager', name: 'Sam Lee', email: 'sam@example.com' },
            })
          : Response.json(
              { error: { code: 'NOT_FOUND', message: 'No charge of yours has that id.' } },
              { status: 404 },
            ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/billing/receipts/c9']}>
          <Routes>
            <Route path="/billing/receipts/:id" element={<ReceiptPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('No charge of yours has that id.');
    expect(screen.getByRole('link', { name: 'See your charges' }).getAttribute('href')).toBe('/billing');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
