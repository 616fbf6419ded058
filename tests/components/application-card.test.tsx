import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationCard } from '../../src/client/features/worker-dashboard/application-card';
import type { ApplicationStatus } from '../../src/shared/domain/application-status';
import type { PendingAction } from '../../src/shared/domain/pending-actions';
import type { MyApplicationDto } from '../../src/shared/marketplace/types';
import { myApplicationDto } from '../factories/dtos';
import { renderWithQueries } from '../support/render-with-queries';

function renderCard(
  application: MyApplicationDto,
  {
    busy = null,
    missed = null,
    owed = [],
  }: { busy?: 'accept' | 'decline' | null; missed?: string | null; owed?: PendingAction[] } = {},
) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  // The card's own actions (confirm, re-confirm, withdraw, cancel) use queries and mutations.
  renderWithQueries(
    <ApplicationCard
      application={application}
      missed={missed}
      owed={owed}
      busy={busy}
      onAccept={onAccept}
      onDecline={onDecline}
    />,
  );
  return { card: screen.getByRole('article', { name: 'Brunch Server' }), onAccept, onDecline };
}

describe('ApplicationCard', () => {
  it('applied: a grey badge, a disabled status button, and where the contact details will appear', () => {
    const { card } = renderCard(myApplicationDto('interested'));
    expect(within(card).getAllByText('Applied')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Applied' }).hasAttribute('disabled')).toBe(true);
    within(card).getByText("Contact details appear once you're selected for this shift.");
    expect(within(card).queryByRole('button', { name: /Accept Shift/ })).toBeNull();
    expect(card.className).not.toContain('border-emerald-400');
  });

  it('selected: highlighted, with the contact details and Accept / Decline that answer the offer', () => {
    const application = myApplicationDto('selected');
    const { card, onAccept, onDecline } = renderCard(application);
    within(card).getByText('SELECTED');
    expect(card.className).toContain('border-emerald-400');
    within(card).getByText('Maria Lopez');
    within(card).getByRole('link', { name: '(301) 555-0142' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept Shift' }));
    expect(onAccept).toHaveBeenCalledWith(application);
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith(application);
  });

  it('selected, while an answer is being sent: both buttons wait and the one pressed says so', () => {
    const { card } = renderCard(myApplicationDto('selected'), { busy: 'accept' });
    expect(within(card).getByRole('button', { name: 'Accepting...' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByRole('button', { name: 'Decline' }).hasAttribute('disabled')).toBe(true);
  });

  it.each([
    ['interested', 'Shift started'],
    ['selected', 'Filled by another worker'],
  ] as const)('%s, but missed: says why (%s) and offers nothing to press', (status, missed) => {
    const { card } = renderCard(myApplicationDto(status), { missed });
    within(card).getByText(missed.toUpperCase());
    expect(within(card).getByRole('button', { name: missed }).hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Accept Shift' })).toBeNull();
    expect(
      within(card).queryByText("Contact details appear once you're selected for this shift."),
    ).toBeNull();
  });

  it("booked: the BOOKED badge alone names its state (no 'Confirmed' beside 'Confirm I'm coming')", () => {
    const { card } = renderCard(myApplicationDto('accepted'));
    within(card).getByText('BOOKED');
    expect(card.className).toContain('border-emerald-400');
    expect(within(card).queryByText(/confirmed/i)).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Booked' })).toBeNull();
  });

  it('every card shows the estimated pay: the scheduled time less the break, at the rate, and no fee', () => {
    for (const status of ['interested', 'selected', 'accepted', 'completed'] as const) {
      const { card } = renderCard(myApplicationDto(status, { id: `application-${status}-pay` }));
      // 9:00 AM - 3:00 PM with a 30 min break at $18.50/hr.
      within(card).getByText('Estimated pay $101.75');
      within(card).getByText('(5 h 30 min at $18.50/hr)');
      expect(card.textContent).not.toMatch(/fee/i);
      cleanup();
    }
  });

  it('names what the worker owes at the top of the card', () => {
    const { card } = renderCard(myApplicationDto('completed'), { owed: ['submitTimesheet', 'rate'] });
    within(card).getByText('To do: Submit your timesheet · Rate this shift');
  });

  it.each<[ApplicationStatus, string, string, boolean]>([
    ['declined', 'DECLINED', 'Declined', false],
    ['rejected', 'NOT SELECTED', 'Not Selected', false],
    ['completed', 'COMPLETED', 'Completed', false],
  ])('%s: the %s badge and a disabled %s button', (status, badge, button, highlighted) => {
    const { card } = renderCard(myApplicationDto(status));
    within(card).getByText(badge);
    expect(within(card).getByRole('button', { name: button }).hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Accept Shift' })).toBeNull();
    expect(card.className.includes('border-emerald-400')).toBe(highlighted);
  });

  it('a shift the business cancelled late: their reason, and the pay owed, then paid on its day', () => {
    const cancelled = (paidAt: string | null) =>
      myApplicationDto('cancelled', {
        cancelledAt: '2026-12-05T18:00:00.000Z',
        cancelledBy: 'system',
        cancellationConsequence: 'business_late',
        endedReason: 'cancelled',
        shift: {
          ...myApplicationDto('accepted').shift,
          status: 'cancelled',
          cancellationNote: 'Kitchen flood',
        },
        lateCancellationPay: { amountCents: 7400, paidAt },
      });
    const { card } = renderCard(cancelled(null));
    within(card).getByText('The business cancelled this shift. It does not count against you.');
    within(card).getByText('Their reason: "Kitchen flood"');
    within(card).getByText(
      'Because it was less than 24 hours before the start, you will be paid $74.00 for the late cancellation, once the business is charged.',
    );
    cleanup();
    const paid = renderCard(cancelled('2026-12-05T18:05:00.000Z')).card;
    within(paid).getByText('You were paid $74.00 for the late cancellation on Sat, Dec 5.');
  });
});
