// Component tests: the manager's applicant card as /view-applications shows it, for the factory's applicant
// (Jordan Reyes) on the factory's shift line.
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import { ApplicantCard } from '../../src/client/features/manage-shifts/applicant-card';
import type { ApplicantDto } from '../../src/shared/marketplace/types';

type CardProps = Omit<ComponentProps<typeof ApplicantCard>, 'application'>;

/** Renders the card (not sending, no reason it is unavailable, unless `props` say otherwise) and returns it. */
export function renderApplicantCard(application: ApplicantDto, props: Partial<CardProps> = {}) {
  const onContact = vi.fn();
  render(
    <ApplicantCard
      application={application}
      shiftLine="Brunch Server · Sun, Dec 6"
      sending={false}
      unavailable={null}
      onContact={onContact}
      {...props}
    />,
  );
  return { card: screen.getByRole('article', { name: 'Jordan Reyes' }), onContact };
}
