import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmAttendance } from '../../src/client/features/worker-dashboard/confirm-attendance';
import { myApplicationDto, workerShiftDto } from '../factories/dtos';
import { renderWithQueries } from '../support/render-with-queries';

// The factory shift starts at 2026-12-06T14:00Z.
const START = Date.parse('2026-12-06T14:00:00.000Z');
const HOUR = 3_600_000;

const booked = (confirmedAt: string | null = null) =>
  myApplicationDto('accepted', {
    attendanceConfirmedAt: confirmedAt,
    shift: workerShiftDto({
      managerEmail: 'manager@example.com',
      contactPerson: 'Maria',
      contactPhone: '3015550142',
    }),
  });
const renderAt = (now: number, ui: React.ReactNode) => {
  vi.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  return renderWithQueries(ui);
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConfirmAttendance', () => {
  it('appears when the 24 h window opens, on the minute tick, and posts the confirmation', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method} ${url}`);
        return new Response(JSON.stringify({ application: {} }), { status: 200 });
      }),
    );
    renderAt(START - 24 * HOUR - 30_000, <ConfirmAttendance application={booked()} />);
    expect(screen.queryByRole('button', { name: "Confirm I'm coming" })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    const button = screen.getByRole('button', { name: "Confirm I'm coming" });
    vi.useRealTimers();
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(calls).toContain(`POST /api/applications/${booked().id}/confirm-attendance`),
    );
  });

  it("says 'You confirmed you're coming' once confirmed, and nothing after the start or for other statuses", () => {
    const { unmount } = renderAt(
      START - 2 * HOUR,
      <ConfirmAttendance application={booked('2026-12-06T01:00:00.000Z')} />,
    );
    screen.getByText("You confirmed you're coming");
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const late = renderAt(START + 60_000, <ConfirmAttendance application={booked()} />);
    expect(late.container.textContent).toBe('');
    late.unmount();
    const offer = renderAt(
      START - 2 * HOUR,
      <ConfirmAttendance application={myApplicationDto('selected')} />,
    );
    expect(offer.container.textContent).toBe('');
  });
});
