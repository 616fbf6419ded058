// docs/product/applications.md, "The worker dashboard": the 'Next shift' card (when, where, whom to call, the
// estimated pay, and 'Check in' once its window opens) and the lists' order and 'Pending Actions'.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardLists } from '../../src/client/features/worker-dashboard/dashboard-lists';
import { NextShiftCard } from '../../src/client/features/worker-dashboard/next-shift-card';
import { myApplicationDto, workerShiftDto } from '../factories/dtos';
import { renderWithQueries } from '../support/render-with-queries';

// The factory shift runs 2026-12-06 14:00Z-20:00Z: 9:00 AM - 3:00 PM in New York.
const START = Date.parse('2026-12-06T14:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
});

const renderAt = (now: number) => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  renderWithQueries(<NextShiftCard application={myApplicationDto('accepted')} />);
  return screen.getByRole('region', { name: 'Next shift' });
};

describe('NextShiftCard', () => {
  it('says nothing of the start a day or more ahead, nor once it has started', () => {
    expect(within(renderAt(START - 25 * HOUR)).queryByText(/^Starts in/)).toBeNull();
  });

  it('the booking with its address, the contact, the estimated pay, when it starts and when check-in opens', () => {
    const card = renderAt(START - 2 * HOUR);
    within(card).getByText('Brunch Server');
    within(card).getByText('9:00 AM - 3:00 PM');
    within(card).getByText(workerShiftDto().locationAddress);
    within(card).getByText('Maria Lopez');
    within(card).getByRole('link', { name: '(301) 555-0142' });
    within(card).getByText('Estimated pay $101.75');
    within(card).getByText('Starts in 2 h');
    within(card).getByText("'Check in' appears here from Dec 6, 8:30 AM, 30 minutes before the start.");
    expect(within(card).queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it("'Check in' from 30 minutes before the start", () => {
    const card = renderAt(START - 20 * MINUTE);
    within(card).getByRole('button', { name: 'Check in' });
    within(card).getByText('Starts in 20 min');
    expect(within(card).queryByText(/appears here from/)).toBeNull();
  });
});

describe('dashboardLists', () => {
  const NOW = new Date(START - 48 * HOUR);
  const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
  const withStart = (id: string, status: Parameters<typeof myApplicationDto>[0], hours: number) =>
    myApplicationDto(status, {
      id,
      shift: workerShiftDto({ startsAt: at(hours), endsAt: at(hours + 6) }),
    });

  it('Pending Actions holds everything owed, soonest first; Active soonest first; a card owed and booked is in both', () => {
    const offer = withStart('offer', 'selected', 30);
    // Starts in 20 h, not yet confirmed: 'Confirm I'm coming' is owed.
    const tomorrow = withStart('tomorrow', 'accepted', 20);
    const later = withStart('later', 'accepted', 100);
    const applied = withStart('applied', 'interested', 5);
    const toRate = { ...withStart('to-rate', 'completed', -72), rateBy: at(24) };
    const lists = dashboardLists([offer, later, applied, toRate, tomorrow], NOW);
    expect(lists.tabs.pending.map((a) => a.id)).toEqual(['to-rate', 'tomorrow', 'offer']);
    expect(lists.tabs.active.map((a) => a.id)).toEqual(['applied', 'tomorrow', 'later']);
    expect(lists.tabs.history.map((a) => a.id)).toEqual(['to-rate']);
    expect(lists.owed.get('tomorrow')).toEqual(['confirmAttendance']);
    expect(lists.owed.get('offer')).toEqual(['answerOffer']);
    expect(lists.owed.has('later')).toBe(false);
  });
});
