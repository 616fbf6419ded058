// The manager's applicant card on /view-applications in each state (docs/product/applications.md, "The manager's button";
// contact details only once selected: ADR 013).
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicantDto } from '../../src/shared/marketplace/types';
import { applicantDto } from '../factories/dtos';
import { renderApplicantCard } from '../support/applicant-card';

describe('ApplicantCard', () => {
  it('not yet selected: bio and skills, contact details withheld, and Select and Contact Worker', () => {
    const application = applicantDto('interested');
    const { card, onContact } = renderApplicantCard(application);
    within(card).getByText('Calm under a full section.');
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Server/Waitstaff', 'Food runner']);
    within(card).getByText('Contact details appear once you select this worker.');
    expect(within(card).queryByRole('link', { name: /@/ })).toBeNull();
    within(card).getByText('Applied for: Brunch Server · Sun, Dec 6');
    fireEvent.click(within(card).getByRole('button', { name: 'Select and Contact Worker' }));
    expect(onContact).toHaveBeenCalledWith(application);
  });

  it('not yet selected and without a phone: says so before the manager chooses', () => {
    const { card } = renderApplicantCard(applicantDto('interested', { hasPhone: false }));
    within(card).getByText('No phone number on file');
  });

  it('while the selection is being sent: the button waits', () => {
    const { card } = renderApplicantCard(applicantDto('interested'), { sending: true });
    expect(within(card).getByRole('button', { name: 'Sending...' }).hasAttribute('disabled')).toBe(true);
  });

  it('not yet selected on a shift that can take nobody: the button is disabled and says why', () => {
    const { card, onContact } = renderApplicantCard(applicantDto('interested'), {
      unavailable: 'This shift is filled.',
    });
    const button = within(card).getByRole('button', { name: 'Select and Contact Worker' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This shift is filled.',
    );
    fireEvent.click(button);
    expect(onContact).not.toHaveBeenCalled();
  });

  it.each<[string, ApplicantDto, string, string]>([
    ['selected and texted', applicantDto('selected'), 'SELECTED', 'Texted Worker/Awaiting Response'],
    // contactedAt stays empty when no text went out (the worker receives none): told in the app only.
    [
      'selected, not texted',
      { ...applicantDto('selected'), contactedAt: null },
      'SELECTED',
      'Selected — notified in the app',
    ],
    ['accepted', applicantDto('accepted'), 'BOOKED', 'Worker Accepted Your Offer!'],
    ['declined', applicantDto('declined'), 'DECLINED', 'Worker Declined'],
  ])('%s: the %s label, the contact details and a disabled "%s"', (_state, application, badge, label) => {
    const { card, onContact } = renderApplicantCard(application);
    within(card).getByText(badge);
    within(card).getByRole('link', { name: 'jordan.reyes@example.com' });
    within(card).getByText('(240) 555-0123');
    expect(within(card).queryByText('Contact details appear once you select this worker.')).toBeNull();
    const button = within(card).getByRole('button', { name: label });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(onContact).not.toHaveBeenCalled();
  });
});
