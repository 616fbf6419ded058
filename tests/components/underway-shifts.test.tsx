// Manage Shifts, 'Today and in progress' (docs/product/shifts.md, "The manager's shifts"): started shifts with their
// 'IN PROGRESS' / 'COMPLETED' badge, the links to the shift's page (attendance, check-in code) and to the
// timesheets, and the count of timesheets to decide; the section is not shown while there is none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnderwayShifts } from '../../src/client/features/manage-shifts/underway-shifts';
import type { ManagerUnderwayShiftDto } from '../../src/shared/marketplace/types';
import { managerShiftDto } from '../factories/dtos';

// The factory's shift: 09:00-15:00 New York on 2026-12-06 (14:00-20:00 UTC).
function underway(overrides: Partial<ManagerUnderwayShiftDto>): ManagerUnderwayShiftDto {
  return {
    ...managerShiftDto(),
    applicationCount: 1,
    paymentIssue: false,
    bookedWorkers: [],
    timesheetsToDecide: 0,
    ...overrides,
  };
}

function stubApi(shifts: ManagerUnderwayShiftDto[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ shifts, nextCursor: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

const renderPage = (ui: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnderwayShifts', () => {
  it('lists a shift in progress and one that just ended with their badges, links and timesheets to decide', async () => {
    const urls = stubApi([
      underway({ id: 'a1', positionTitle: 'Brunch Server' }),
      underway({
        id: 'b2',
        positionTitle: 'Line Cook',
        startsAt: '2026-12-06T08:00:00.000Z',
        endsAt: '2026-12-06T13:00:00.000Z',
        timesheetsToDecide: 2,
      }),
    ]);
    renderPage(<UnderwayShifts enabled now={new Date('2026-12-06T15:00:00.000Z')} />);
    const section = await screen.findByRole('region', { name: 'Today and in progress' });
    expect(urls[0]).toBe('/api/shifts/mine/underway');

    const inProgress = within(section).getByRole('article', { name: 'Brunch Server' });
    expect(within(inProgress).getByText('IN PROGRESS')).toBeTruthy();
    expect(
      within(inProgress).getByRole('link', { name: 'Attendance and check-in code' }).getAttribute('href'),
    ).toBe('/view-applications/a1');
    expect(within(inProgress).getByRole('link', { name: 'Timesheets' }).getAttribute('href')).toBe(
      '/manager/timesheets',
    );
    expect(within(inProgress).queryByText(/to decide/)).toBeNull();

    const ended = within(section).getByRole('article', { name: 'Line Cook' });
    expect(within(ended).getByText('COMPLETED')).toBeTruthy();
    expect(within(ended).getByText('2 timesheets to decide')).toBeTruthy();
    expect(
      within(ended).getByRole('link', { name: 'Attendance and check-in code' }).getAttribute('href'),
    ).toBe('/view-applications/b2');
  });

  it('shows nothing when no shift has started', async () => {
    const urls = stubApi([]);
    const { container } = renderPage(<UnderwayShifts enabled />);
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region', { name: 'Today and in progress' })).toBeNull();
  });
});
