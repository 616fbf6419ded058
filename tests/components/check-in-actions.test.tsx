// docs/product/attendance.md: the booked card's 'Check in' within the check-in window (30 min
// before the start until the scheduled end), the code field and its refusals, then 'Checked in at …, late' and
// 'Check out' (asking first, with the time) until 4 h after the end, then how it was checked out.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckInActions } from '../../src/client/features/worker-dashboard/check-in-actions';
import type { MyApplicationDto } from '../../src/shared/marketplace/types';
import { myApplicationDto } from '../factories/dtos';

// The factory shift runs 2026-12-06 14:00Z-20:00Z: 9:00 AM - 3:00 PM in New York.
const START = Date.parse('2026-12-06T14:00:00.000Z');
const END = Date.parse('2026-12-06T20:00:00.000Z');
const MINUTE = 60_000;

const renderAt = (now: number, application: MyApplicationDto) => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CheckInActions application={application} />
    </QueryClientProvider>,
  );
};

function stubFetch(status: number, body: object) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method, body: init?.body as string | undefined });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const checkedIn = (overrides: Partial<MyApplicationDto> = {}) =>
  myApplicationDto('checked_in', {
    checkedInAt: new Date(START + 14 * MINUTE).toISOString(),
    checkInLate: true,
    ...overrides,
  });

describe('CheckInActions', () => {
  it("shows 'Check in' from 30 min before the start until the scheduled end, nothing outside", () => {
    const booked = myApplicationDto('accepted');
    const early = renderAt(START - 30 * MINUTE - 1, booked);
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    early.unmount();
    const open = renderAt(START - 30 * MINUTE, booked);
    screen.getByRole('button', { name: 'Check in' });
    open.unmount();
    const last = renderAt(END - 1, booked);
    screen.getByRole('button', { name: 'Check in' });
    last.unmount();
    renderAt(END, booked);
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('opens a labelled, focused code field; posts the code; a wrong code is shown at the field', async () => {
    const booked = myApplicationDto('accepted');
    renderAt(START, booked);
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const field = screen.getByLabelText('Check-in code');
    expect(document.activeElement).toBe(field);
    // A short code is caught before sending.
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByText('Enter the 4-digit check-in code.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    const calls = stubFetch(400, {
      error: {
        code: 'BAD_REQUEST',
        message: 'That code is not right. Ask the manager on site for the check-in code.',
      },
    });
    fireEvent.change(field, { target: { value: '40a27' } });
    expect((field as HTMLInputElement).value).toBe('4027');
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByText('That code is not right. Ask the manager on site for the check-in code.');
    expect(calls[0]).toMatchObject({
      url: `/api/applications/${booked.id}/check-in`,
      method: 'POST',
      body: JSON.stringify({ code: '4027' }),
    });
  });

  it("after check-in: 'Checked in at 9:14 AM, late' and 'Check out' until 4 h after the end", async () => {
    const first = renderAt(END + 4 * 60 * MINUTE - 1, checkedIn());
    screen.getByText('Checked in at 9:14 AM, late');
    const calls = stubFetch(200, { application: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    // Asks first, naming the time; nothing is sent until the worker confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Check out now?' });
    expect(dialog.textContent).toContain('Your check-out is recorded at 6:59 PM.');
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Check out at 6:59 PM' }));
    await vi.waitFor(() => expect(calls[0]?.url).toBe(`/api/applications/${checkedIn().id}/check-out`));
    first.unmount();
    renderAt(END + 4 * 60 * MINUTE, checkedIn({ checkInLate: false }));
    screen.getByText('Checked in at 9:14 AM');
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it("before the scheduled end (or the start) says so, and 'Keep working' sends nothing", async () => {
    const calls = stubFetch(200, { application: {} });
    const during = renderAt(START + 3 * 60 * MINUTE, checkedIn());
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out now?' });
    expect(dialog.textContent).toContain(
      'The shift is scheduled until 3:00 PM. Checking out now records 12:00 PM as the end of your work',
    );
    expect(dialog.textContent).toContain('You can correct the times on your timesheet for 24 hours.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep working' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    during.unmount();
    renderAt(START - 10 * MINUTE, checkedIn({ checkedInAt: new Date(START - 20 * MINUTE).toISOString() }));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'The shift has not started yet: it starts at 9:00 AM. Checking out now records 8:50 AM',
    );
  });

  it('after check-out: the time, and the automatic one says so; nothing for other statuses', () => {
    const auto = renderAt(
      END + 5 * 60 * MINUTE,
      checkedIn({ checkedOutAt: new Date(END).toISOString(), checkOutAuto: true }),
    );
    screen.getByText('Checked out automatically at 3:00 PM');
    expect(screen.queryByRole('button')).toBeNull();
    auto.unmount();
    const worker = renderAt(END, checkedIn({ checkedOutAt: new Date(END + 2 * MINUTE).toISOString() }));
    screen.getByText('Checked out at 3:02 PM');
    worker.unmount();
    const { container } = renderAt(START, myApplicationDto('interested'));
    expect(container.textContent).toBe('');
  });
});
