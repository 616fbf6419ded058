import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myVettingKey } from '../../src/client/components/vetting/vetting-api';
import { VettingCard } from '../../src/client/components/vetting/vetting-card';
import { sessionQueryKey } from '../../src/client/lib/session';
import { VETTING_MESSAGES } from '../../src/shared/marketplace/vetting-messages';
import type { MyVettingDto } from '../../src/shared/schemas/responses/vetting';
import { renderWithQueries } from '../support/render-with-queries';

// 'Send verification link' shows the server's words: sent, sent a moment ago, or the limit's 429
// (docs/product/operations.md, "Vetting").

const inReview: MyVettingDto = {
  status: 'in_review',
  label: 'In review',
  note: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  emailVerified: false,
  checklist: [
    { item: 'E-mail verified', done: false },
    { item: 'Phone verified', done: true },
  ],
  appeal: null,
};

function renderCard(answer: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/email-verification' && init?.method === 'POST'
        ? new Response(JSON.stringify(answer.body), { status: answer.status })
        : new Response(JSON.stringify(inReview), { status: 200 }),
    ),
  );
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, null);
  client.setQueryData(myVettingKey, inReview);
  renderWithQueries(
    <>
      <VettingCard userId="00000000-0000-4000-8000-000000000001" />
      <Toaster />
    </>,
    client,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the checklist's 'Send verification link'", () => {
  it('shows the limit message of a 429', async () => {
    const message = VETTING_MESSAGES.verificationTooMany(40);
    renderCard({ status: 429, body: { error: { code: 'TOO_MANY_REQUESTS', message } } });
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says a link went out a moment ago when the server sent none', async () => {
    renderCard({
      status: 200,
      body: { sentTo: 'pat@example.com', sent: false, message: VETTING_MESSAGES.verificationRecent },
    });
    expect(await screen.findByText(VETTING_MESSAGES.verificationRecent, {}, { timeout: 5000 })).toBeTruthy();
  });
});
