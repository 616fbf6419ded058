// The live countdown on the manager's card for a selected applicant and on the worker's offer
// (docs/product/applications.md, "Offer window"), ticking each minute on fake timers; the screen reader hears it only at thresholds.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferCountdown } from '../../src/client/components/shifts/offer-countdown';
import { ApplicationCard } from '../../src/client/features/worker-dashboard/application-card';
import { offerTimeLeft } from '../../src/shared/domain/offer-countdown';
import { applicantDto, myApplicationDto } from '../factories/dtos';
import { renderApplicantCard } from '../support/applicant-card';
import { renderWithQueries } from '../support/render-with-queries';

const NOW = new Date('2026-11-22T20:00:00.000Z');
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const visible = () => screen.getByText(/^Offer expire(s in [^.]*|d)$/).textContent;
const status = () => screen.getByRole('status').textContent;

describe('OfferCountdown', () => {
  it('ticks each minute, speaks only at 1 h, 15 min, 5 min and the expiry, then says expired', () => {
    // 1 h 23 min 30 s left; 20:00 UTC + that is 4:23 PM in New York.
    const expiresAt = new Date(NOW.getTime() + 83 * MIN + 30_000).toISOString();
    render(<OfferCountdown expiresAt={expiresAt} timeZone="America/New_York" />);
    expect(visible()).toBe('Offer expires in 1 h 23 min');
    screen.getByText('Offer expires at Nov 22, 4:23 PM');
    expect(status()).toBe('');

    // Each step: the minutes that pass, then what the card shows and what the screen reader was last told.
    const steps: [minutes: number, shown: string, spoken: string][] = [
      [1, 'Offer expires in 1 h 22 min', ''],
      [23, 'Offer expires in 59 min', 'Offer expires in less than 1 h.'],
      // Still the same words for the screen reader: no announcement every minute.
      [1, 'Offer expires in 58 min', 'Offer expires in less than 1 h.'],
      [44, 'Offer expires in 14 min', 'Offer expires in less than 15 min.'],
      [14, 'Offer expires in less than a minute', 'Offer expires in less than 5 min.'],
      [1, 'Offer expired', 'The offer has expired.'],
    ];
    for (const [minutes, shown, spoken] of steps) {
      act(() => vi.advanceTimersByTime(minutes * MIN));
      expect(visible(), `${minutes} min later`).toBe(shown);
      expect(status(), `${minutes} min later`).toBe(spoken);
    }
  });

  it("is on the manager's card for a selected applicant, in the shift's zone", () => {
    // The factory's offer expires at 2026-11-23T03:00Z, seven hours after NOW.
    renderApplicantCard(applicantDto('selected'), { timeZone: 'America/Los_Angeles' });
    screen.getByText('Offer expires in 7 h');
    screen.getByText('Offer expires at Nov 22, 7:00 PM');
  });
});

describe("the worker's offer card", () => {
  it("counts down too, with 'Respond by' the deadline as the offer text says it", () => {
    renderWithQueries(
      <ApplicationCard
        application={myApplicationDto('selected')}
        busy={null}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Brunch Server' });
    within(card).getByText('Offer expires in 7 h');
    within(card).getByText('Respond by Nov 22, 10:00 PM');
    act(() => vi.advanceTimersByTime(61 * MIN));
    within(card).getByText('Offer expires in 5 h 59 min');
  });
});

describe('offerTimeLeft', () => {
  it('reads hours and minutes, rounded down, and null once passed', () => {
    const at = (ms: number) => offerTimeLeft(new Date(NOW.getTime() + ms), NOW);
    expect(at(2 * 60 * MIN)).toBe('2 h');
    expect(at(61 * MIN)).toBe('1 h 1 min');
    expect(at(59 * MIN + 59_000)).toBe('59 min');
    expect(at(59_999)).toBe('less than a minute');
    expect(at(0)).toBeNull();
    expect(at(-1)).toBeNull();
  });
});
