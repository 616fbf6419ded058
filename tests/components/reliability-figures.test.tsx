// The reliability figures on cards (docs/product/trust.md, "Reliability"): the manager's applicant
// card shows the worker's figure and, on expanding it (click or keyboard), what it is made of in words; a worker
// without 3 bookings reads 'New'; the business's figure on the worker's cards likewise.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { BusinessReliabilityFigure } from '../../src/client/components/trust/reliability-figure';
import { applicantDto, workerShiftDto } from '../factories/dtos';
import { renderApplicantCard } from '../support/applicant-card';

const renderApplicant = (reliability = applicantDto('interested').worker.reliability) =>
  renderApplicantCard(applicantDto('interested', { reliability })).card;

describe('reliability on cards', () => {
  it("shows the worker's figure on the applicant card and explains it in words", () => {
    const card = renderApplicant();
    const summary = within(card).getByText('Reliability: 95%');
    fireEvent.click(summary);
    within(card).getByText(
      /19 completed, 1 late cancellation \(counts once\), 0 very late cancellations \(counts twice\), 0 no-shows \(counts three times\) over their last 20 bookings/,
    );
  });

  it("reads 'New' until 3 bookings", () => {
    const card = renderApplicant({
      figure: null,
      bookingsCounted: 2,
      completed: 2,
      late: 0,
      veryLate: 0,
      noShows: 0,
    });
    within(card).getByText('Reliability: New');
    within(card).getByText(/Shown as New until 3 bookings have been counted/);
  });

  it("shows the business's figure with its late cancellations and approval time", () => {
    render(<BusinessReliabilityFigure reliability={workerShiftDto().businessReliability} />);
    screen.getByText('Business reliability: 95%');
    screen.getByText(
      /1 late cancellation by the business in the last 20 bookings; timesheets approved in 6 h \(median\)/,
    );
  });
});
