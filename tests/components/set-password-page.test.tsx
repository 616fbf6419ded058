// The set-password page (docs/product/recovery.md; docs/product/operations.md, "Staff accounts"): a staff member's
// first password, from the link `npm run ops:add` prints, is set on a page that says so; a reset link keeps its own
// words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from '../../src/client/features/recovery/reset-password-page';
import { resetLink } from '../../src/server/auth/recovery-emails';

const TOKEN = 'a'.repeat(64);

function openLink(link: string, userType: 'ops' | 'talent') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ valid: true, userType }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const url = new URL(link);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`${url.pathname}${url.hash}`]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the set-password page', () => {
  it("says 'Set your password' for the first password of a staff account (the link ops:add prints)", async () => {
    openLink(resetLink('http://localhost:3000', TOKEN, 'ops', 'setup'), 'ops');
    await screen.findByRole('heading', { name: 'Set your password' });
    screen.getByText('Choose the password for your new staff account');
    screen.getByRole('button', { name: 'Set Password' });
    expect(screen.queryByText(/Reset Password/)).toBeNull();
    expect(document.title).toBe('Set your password | TalentBridge');
  });

  it("keeps 'Reset Password' for a reset link, naming a staff account 'staff'", async () => {
    openLink(resetLink('http://localhost:3000', TOKEN, 'ops'), 'ops');
    await screen.findByRole('heading', { name: 'Reset Password' });
    screen.getByText('Enter your new password for your staff account');
    screen.getByRole('button', { name: 'Update Password' });
  });

  it('a talent reset link reads as before', async () => {
    openLink(resetLink('http://localhost:3000', TOKEN, 'talent'), 'talent');
    await screen.findByRole('heading', { name: 'Reset Password' });
    screen.getByText('Enter your new password for your talent account');
  });
});
