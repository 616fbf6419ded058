// Ratings on cards (docs/product/trust.md, "Ratings"): the applicant card shows the worker's average
// and count, or 'Ready to earn first rating!'; a rating's comment with HTML is shown as text, never run.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingView } from '../../src/client/components/trust/booking-ratings';
import { RatingSummaryBadge } from '../../src/client/components/trust/rating-summary';
import { applicantDto } from '../factories/dtos';
import { renderApplicantCard } from '../support/applicant-card';

const renderApplicant = (rating: { average: number | null; count: number }) =>
  renderApplicantCard(applicantDto('interested', { rating })).card;

describe('ratings on cards', () => {
  it("shows the worker's average and count on the applicant card, with 'Read reviews'", () => {
    const card = renderApplicant({ average: 4.8, count: 12 });
    within(card).getByText('4.8 (12)');
    within(card).getByText('Worker rating: 4.8 out of 5 from 12 ratings');
    within(card).getByText('Read reviews (12)');
  });

  it("says 'Ready to earn first rating!' when there is no live rating, without a reviews link", () => {
    const card = renderApplicant({ average: null, count: 0 });
    within(card).getByText('Ready to earn first rating!');
    expect(within(card).queryByText(/Read reviews/)).toBeNull();
  });

  it('reads a business rating out with what it is made of', () => {
    render(<RatingSummaryBadge summary={{ average: 5, count: 1 }} who="Business rating" />);
    screen.getByText('5.0 (1)');
    screen.getByText('Business rating: 5.0 out of 5 from 1 rating');
  });

  it('shows a comment with HTML as text', () => {
    const { container } = render(
      <RatingView
        title="Your rating"
        replyBy="They"
        rating={{
          id: 'd5a2b1c4-8f3e-4a6b-9c7d-1e2f3a4b5c6d',
          raterRole: 'manager',
          stars: 2,
          comment: '<img src=x onerror="alert(1)"><b>bold</b>',
          tags: ['Punctual'],
          createdAt: '2026-11-20T15:00:00.000Z',
          publishedAt: '2026-11-21T15:00:00.000Z',
          reply: '<i>thanks</i>',
          repliedAt: '2026-11-22T15:00:00.000Z',
        }}
      />,
    );
    screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>');
    screen.getByText('2 out of 5 stars');
    screen.getByText('<i>thanks</i>');
    expect(container.querySelector('img, b, i')).toBeNull();
  });
});
