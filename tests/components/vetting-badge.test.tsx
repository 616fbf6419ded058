// 'In review' on the manager's applicant card for a worker the operations team has not approved yet
// (docs/product/operations.md, "Vetting"), and the worker's checklist rule.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vettingChecklist } from '../../src/shared/domain/vetting';
import { applicantDto } from '../factories/dtos';
import { renderApplicantCard } from '../support/applicant-card';

const card = (vetted: boolean) => renderApplicantCard(applicantDto('interested', { vetted })).card;

describe('vetting on screen', () => {
  it("shows 'In review' on an unvetted applicant only", () => {
    within(card(false)).getByText('In review');
    document.body.innerHTML = '';
    expect(within(card(true)).queryByText('In review')).toBeNull();
  });

  it("says where the check stands: 'Changes requested', and 'Not approved' for a rejected profile, never 'In review'", () => {
    const rejected = renderApplicantCard(
      applicantDto('interested', { vetted: false, vettingStatus: 'rejected' }),
    ).card;
    within(rejected).getByText('Not approved');
    expect(within(rejected).queryByText('In review')).toBeNull();
    document.body.innerHTML = '';
    const changes = renderApplicantCard(
      applicantDto('interested', { vetted: false, vettingStatus: 'changes_requested' }),
    ).card;
    within(changes).getByText('Changes requested');
  });

  it('checks off what the profile has, and identity only once approved', () => {
    const facts = {
      emailVerifiedAt: null,
      phoneVerifiedAt: new Date(),
      avatarKey: 'a.webp',
      sector: 'restaurant',
      years: '2-3',
      skills: [],
      vettingStatus: 'in_review' as const,
    };
    expect(vettingChecklist(facts)).toEqual([
      { item: 'E-mail verified', done: false },
      { item: 'Phone verified', done: true },
      { item: 'Photo', done: true },
      { item: 'Profile complete', done: false },
      { item: 'Identity checked by our team', done: false },
    ]);
    const approved = vettingChecklist({ ...facts, skills: ['Host'], vettingStatus: 'approved' });
    expect(approved.filter((c) => c.done).map((c) => c.item)).toEqual([
      'Phone verified',
      'Photo',
      'Profile complete',
      'Identity checked by our team',
    ]);
  });
});
