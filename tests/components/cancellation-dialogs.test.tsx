import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApplicantActions } from '../../src/client/features/manage-shifts/applicant-actions';
import { ShiftActions } from '../../src/client/features/manage-shifts/shift-actions';
import { BookingActions } from '../../src/client/features/worker-dashboard/booking-actions';
import { CancelBookingDialog } from '../../src/client/features/worker-dashboard/cancel-booking-dialog';
import { applicantDto, myApplicationDto, workerShiftDto } from '../factories/dtos';
import { renderWithQueries } from '../support/render-with-queries';

const HOUR = 60 * 60 * 1000;

/** The factory's shift (09:00-15:00 with a 30 min break, $18.50/h) starting `hours` after `now`. */
function shiftIn(hours: number, now = new Date(), overrides = {}) {
  const startsAt = new Date(now.getTime() + hours * HOUR);
  return workerShiftDto({
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * HOUR).toISOString(),
    ...overrides,
  });
}

function openCancelBooking(hours: number, overrides = {}) {
  const now = new Date('2026-12-01T12:00:00.000Z');
  const application = myApplicationDto('accepted', { shift: shiftIn(hours, now), ...overrides });
  const onConfirm = vi.fn();
  render(
    <CancelBookingDialog
      application={application}
      now={now}
      pending={false}
      onConfirm={onConfirm}
      onClose={vi.fn()}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Cancel this booking?' }), onConfirm, application };
}

describe("the worker's 'Withdraw'", () => {
  it('asks first, and sends nothing until the worker confirms', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ application: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    try {
      const application = myApplicationDto('interested', { shift: shiftIn(80) });
      renderWithQueries(<BookingActions application={application} />);
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      const ask = screen.getByRole('dialog', { name: 'Withdraw your application?' });
      within(ask).getByText('The manager is told, and you cannot apply to this shift again.');
      fireEvent.click(within(ask).getByRole('button', { name: 'Keep my application' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
      await vi.waitFor(() => expect(calls).toEqual([`/api/applications/${application.id}/withdraw`]));
    } finally {
      vi.unstubAllGlobals();
      cleanup();
    }
  });
});

describe("the worker's 'Cancel booking' dialog", () => {
  it('72 h or more before: free, and no emergency excuse is offered', () => {
    const { dialog } = openCancelBooking(80);
    within(dialog).getByText('Cancelling now is free.');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('24-72 h: a late cancellation; the emergency excuse makes it free and is sent with the click', () => {
    const { dialog, onConfirm, application } = openCancelBooking(48);
    within(dialog).getByText('This is a late cancellation: it counts against your reliability.');
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Use my emergency excuse (1 per 90 days)' }),
    );
    within(dialog).getByText('Cancelling now is free.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith({ applicationId: application.id, emergency: true });
  });

  it('under 24 h: very late, counting twice', () => {
    const { dialog, onConfirm, application } = openCancelBooking(10);
    within(dialog).getByText('This is a very late cancellation: it counts against your reliability twice.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith({ applicationId: application.id, emergency: false });
  });

  it('after a material change of the terms: free, whatever the time', () => {
    const { dialog } = openCancelBooking(5, { termsChangedAt: '2026-12-01T10:00:00.000Z' });
    within(dialog).getByText('The shift changed after you booked it, so cancelling now is free.');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});

describe("the manager's dialogs", () => {
  it("'Cancel shift' under 24 h: each booked worker will be paid min(4 h, paid time) x rate", () => {
    renderWithQueries(
      <ShiftActions shift={shiftIn(10, new Date(), { acceptedCount: 2, maxApplications: 2 })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel shift' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this shift?' });
    within(dialog).getByText(/Each booked worker will be paid \$74\.00 for the late cancellation\./);
    within(dialog).getByLabelText('Reason (optional, included in the message to workers)');
  });

  it("'Cancel shift' 24 h or more before is free; 'Close applications' says bookings are kept", () => {
    renderWithQueries(
      <ShiftActions shift={shiftIn(30, new Date(), { acceptedCount: 1, maxApplications: 2 })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel shift' }));
    within(screen.getByRole('dialog')).getByText(/cancelling now is free\./);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close applications' }));
    within(screen.getByRole('dialog', { name: 'Close applications for this shift?' })).getByText(
      /Booked workers keep their place/,
    );
  });

  it("a filled shift offers 'Cancel shift' but not 'Close applications', which would change nothing", () => {
    renderWithQueries(
      <ShiftActions shift={shiftIn(30, new Date(), { acceptedCount: 2, maxApplications: 2 })} />,
    );
    screen.getByRole('button', { name: 'Cancel shift' });
    expect(screen.queryByRole('button', { name: 'Close applications' })).toBeNull();
  });

  it('a started or cancelled shift offers neither', () => {
    renderWithQueries(<ShiftActions shift={shiftIn(-1)} />);
    expect(screen.queryByRole('button', { name: 'Cancel shift' })).toBeNull();
    renderWithQueries(<ShiftActions shift={shiftIn(10, new Date(), { status: 'cancelled' })} />);
    expect(screen.queryByRole('button', { name: 'Close applications' })).toBeNull();
  });

  it("'Remove from shift' under 24 h states the worker's compensation; 'Not this time' on a waiting applicant", () => {
    const shift = shiftIn(5, new Date(), { acceptedCount: 1 });
    renderWithQueries(<ApplicantActions application={applicantDto('accepted')} shift={shift} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from shift' }));
    within(screen.getByRole('dialog', { name: 'Remove Jordan Reyes from this shift?' })).getByText(
      /the worker will be paid \$74\.00 for the late cancellation/,
    );
    cleanup();
    renderWithQueries(<ApplicantActions application={applicantDto('interested')} shift={shift} />);
    // It asks first (it cannot be undone), and 'Keep them in the running' leaves the applicant as they were.
    fireEvent.click(screen.getByRole('button', { name: 'Not this time' }));
    const ask = screen.getByRole('dialog', { name: 'Pass on Jordan Reyes?' });
    within(ask).getByText(
      'Jordan Reyes will be told they were not selected this time, and cannot be selected for this shift again.',
    );
    within(ask).getByRole('button', { name: 'Not this time' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep them in the running' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
