// The pages an e-mailed link opens: /confirm-email (a new address, docs/product/accounts.md) and /verify-email (the
// worker's checklist, docs/product/operations.md, "Vetting"). Nothing is posted until the button is pressed; a link
// without a token, a refused one and a failed request each say so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailPage from '../../src/client/features/profiles/confirm-email-page';
import VerifyEmailPage from '../../src/client/features/vetting/verify-email-page';
import { VETTING_MESSAGES } from '../../src/shared/marketplace/vetting-messages';
import { ACCOUNT_CHANGE_MESSAGES } from '../../src/shared/schemas/email-change';

const TOKEN = 'A'.repeat(43);

/** Opens `entry`, answering every request with `status` and `body` (or failing to reach the server). */
function open(entry: string, answer: { status: number; body: object } | 'offline' = 'offline') {
  const fetch = vi.fn(async () => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('/confirm-email', () => {
  it('posts the token only when the button is pressed, then confirms and offers to log in again', async () => {
    const fetch = open(`/confirm-email#token=${TOKEN}`, {
      status: 200,
      body: { ok: true, email: 'new@example.com', userType: 'talent', keptSession: false },
    });
    screen.getByRole('heading', { name: 'Confirm your new e-mail' });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Go to your profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    await screen.findByText(ACCOUNT_CHANGE_MESSAGES.confirmed('new@example.com'));
    screen.getByText(ACCOUNT_CHANGE_MESSAGES.confirmedTitle);
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/talent-auth');
    expect(fetch.mock.calls[0]).toEqual([
      '/api/accounts/email-change/confirm',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: TOKEN }) }),
    ]);
  });

  it('a link without a valid token says so and leads to the profile', () => {
    const fetch = open('/confirm-email#token=short');
    screen.getByRole('alert');
    screen.getByText(ACCOUNT_CHANGE_MESSAGES.invalidLinkTitle);
    expect(screen.queryByRole('button', { name: 'Confirm new e-mail' })).toBeNull();
    screen.getByRole('link', { name: 'Go to your profile' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a refused link is answered in the server's words", async () => {
    open(`/confirm-email#token=${TOKEN}`, {
      status: 410,
      body: { error: { code: 'GONE', title: 'Link used', message: 'This link was already used.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    await screen.findByText('This link was already used.');
    screen.getByText('Link used');
    screen.getByRole('link', { name: 'Go to your profile' });
  });
});

describe('/verify-email', () => {
  it('verifies on the button and leads back to the dashboard', async () => {
    const fetch = open(`/verify-email#token=${TOKEN}`, {
      status: 200,
      body: { ok: true, email: 'worker@example.com' },
    });
    screen.getByRole('heading', { name: 'Verify your e-mail' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await screen.findByText('E-mail verified');
    screen.getByText(/worker@example\.com is verified\./);
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/worker-dashboard',
    );
  });

  it('a link without a token says so', () => {
    open('/verify-email');
    screen.getByText(VETTING_MESSAGES.invalidLinkTitle);
    expect(screen.queryByRole('button', { name: 'Verify e-mail' })).toBeNull();
  });

  it('a refusal without a title takes the invalid-link title', async () => {
    open(`/verify-email#token=${TOKEN}`, {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'Expired.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await screen.findByText('Expired.');
    screen.getByText(VETTING_MESSAGES.invalidLinkTitle);
  });

  it('a request that never reached the server gets the generic line', async () => {
    open(`/verify-email#token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await screen.findByText('Something went wrong');
    screen.getByText('Please try again in a moment.');
  });
});
