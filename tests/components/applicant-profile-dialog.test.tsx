import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicantProfileDialog } from '../../src/client/features/manage-shifts/applicant-profile-dialog';
import type { ApplicantProfileDto } from '../../src/shared/schemas/responses/applicant-profile';
import { renderWithQueries } from '../support/render-with-queries';

// 'View Full Profile' (docs/product/applications.md, "An applicant's full profile").
const PROFILE: ApplicantProfileDto = {
  worker: {
    id: 'w1',
    name: 'Casey Lin',
    avatarUrl: null,
    bio: 'Weekend barista.',
    skills: ['Server/Waitstaff'],
    email: null,
    phone: null,
    workStamps: [{ id: 's1', companyName: 'Corner Market', position: 'Cashier', startDate: '2024-03-01' }],
    rating: { average: 4.5, count: 2 },
    reliability: { figure: 0.5, bookingsCounted: 2, completed: 1, late: 0, veryLate: 0, noShows: 1 },
  },
  pastShifts: [
    {
      applicationId: 'a2',
      positionTitle: 'Barista',
      shiftDate: '2026-11-20',
      startsAt: '2026-11-20T14:00:00.000Z',
      outcome: 'no_show',
    },
    {
      applicationId: 'a1',
      positionTitle: 'Host',
      shiftDate: '2026-11-10',
      startsAt: '2026-11-10T14:00:00.000Z',
      outcome: 'completed',
    },
  ],
};

function stubFetch(answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The card's part: a button that opens the dialog. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ApplicantProfileDialog applicationId="app-1" name="Casey Lin" open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('ApplicantProfileDialog', () => {
  it('loads only when open, then shows the profile, the hidden contact note and the past shifts in order', async () => {
    const calls = stubFetch([{ status: 200, body: PROFILE }]);
    renderWithQueries(<Harness />, noRetries());
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casey Lin' });
    await within(dialog).findByText('Weekend barista.');
    expect(calls).toEqual(['/api/applications/app-1/profile']);
    within(dialog).getByText('Contact details appear once you select this worker.');
    within(dialog).getByText('Cashier at Corner Market, since Friday, March 1, 2024');
    const past = within(
      within(dialog).getByRole('region', { name: 'Past shifts with your business' }),
    ).getAllByRole('listitem');
    expect(past.map((item) => item.textContent)).toEqual([
      'Barista · Friday, November 20, 2026No-show',
      'Host · Tuesday, November 10, 2026Completed',
    ]);
  });

  it('says when the profile could not be loaded, and tries again', async () => {
    const calls = stubFetch([
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } },
      { status: 200, body: { ...PROFILE, pastShifts: [] } },
    ]);
    renderWithQueries(<Harness />, noRetries());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByText('This profile could not be loaded.');
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No past shifts with your business yet.');
  });
});
