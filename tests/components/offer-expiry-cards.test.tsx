import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationCard } from '../../src/client/features/worker-dashboard/application-card';
import { workerBadge } from '../../src/shared/domain/application-status';
import type { ApplicantDto, MyApplicationDto } from '../../src/shared/marketplace/types';
import { applicantDto, myApplicationDto } from '../factories/dtos';
import { renderApplicantCard } from '../support/applicant-card';
import { renderWithQueries } from '../support/render-with-queries';

const workerCard = (application: MyApplicationDto) => {
  // The card's own actions (confirm, re-confirm, withdraw, cancel) use queries and mutations.
  renderWithQueries(
    <ApplicationCard application={application} busy={null} onAccept={vi.fn()} onDecline={vi.fn()} />,
  );
  return screen.getByRole('article', { name: 'Brunch Server' });
};
const managerCard = (application: ApplicantDto, timeZone?: string) =>
  renderApplicantCard(application, { timeZone }).card;

describe('offer expiry on the cards', () => {
  it("the worker's offer says 'Respond by' the expiry in the shift's zone", () => {
    // 03:00 UTC is 10:00 PM the evening before in New York, the factory shift's zone.
    const card = workerCard(myApplicationDto('selected', { offerExpiresAt: '2026-11-23T03:00:00.000Z' }));
    within(card).getByText('Respond by Nov 22, 10:00 PM');
  });

  it('no deadline once answered', () => {
    const accepted = workerCard(myApplicationDto('accepted'));
    expect(within(accepted).queryByText(/Respond by/)).toBeNull();
  });

  it('an expired offer shows its label, no answers and no deadline', () => {
    const expired = workerCard(myApplicationDto('expired'));
    expect(within(expired).getAllByText(workerBadge('expired').label).length).toBeGreaterThan(0);
    expect(within(expired).queryByRole('button', { name: 'Accept Shift' })).toBeNull();
    expect(within(expired).queryByText(/Respond by/)).toBeNull();
  });

  it("the manager's card for a selected applicant says when the offer expires, in the shift's zone", () => {
    const card = managerCard(applicantDto('selected'), 'America/Los_Angeles');
    within(card).getByText('Offer expires at Nov 22, 7:00 PM');
  });

  it('no expiry on the manager card once the worker answered', () => {
    const card = managerCard(applicantDto('accepted'));
    expect(within(card).queryByText(/Offer expires at/)).toBeNull();
  });
});
