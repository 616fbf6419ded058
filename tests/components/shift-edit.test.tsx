import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formValuesOf,
  previewEdit,
  whoIsTold,
} from '../../src/client/features/manage-shifts/edit-shift-summary';
import { ReconfirmBooking } from '../../src/client/features/worker-dashboard/reconfirm-booking';
import { shiftFormSchema } from '../../src/shared/schemas/shifts';
import { managerShiftDto, myApplicationDto, workerShiftDto } from '../factories/dtos';
import { renderWithQueries } from '../support/render-with-queries';

const HISTORY = {
  changes: [
    {
      id: 'c1',
      changedAt: '2026-11-26T14:15:00.000Z',
      material: true,
      changes: [{ field: 'startTime', label: 'Start', before: '9:00 AM', after: '10:00 AM' }],
    },
  ],
};

function stubApi() {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const body = url.endsWith('/changes') ? HISTORY : { application: {} };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReconfirmBooking', () => {
  it('a booking after a material change: the notice, what changed, and "Keep my booking" re-confirms', async () => {
    const calls = stubApi();
    const application = myApplicationDto('accepted', { termsChangedAt: '2026-11-26T14:15:00.000Z' });
    renderWithQueries(<ReconfirmBooking application={application} />);
    const section = screen.getByRole('region', { name: 'Shift changed — please re-confirm' });
    await within(section).findByText('Changed on Nov 26, 9:15 AM: start 9:00 AM → 10:00 AM');
    fireEvent.click(within(section).getByRole('button', { name: 'Keep my booking' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ url: `/api/applications/${application.id}/reconfirm`, method: 'POST' }),
    );
  });

  it('any other card: only the history, loaded when opened', async () => {
    const calls = stubApi();
    renderWithQueries(<ReconfirmBooking application={myApplicationDto('interested')} />);
    expect(screen.queryByRole('button', { name: 'Keep my booking' })).toBeNull();
    expect(calls).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Change history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await screen.findByText(/start 9:00 AM → 10:00 AM/);
    expect(calls.map((call) => call.url)).toEqual([`/api/shifts/${workerShiftDto().id}/changes`]);
  });
});

describe('the edit form’s summary', () => {
  const shift = managerShiftDto();
  const applicants = [
    { status: 'accepted' as const },
    { status: 'selected' as const },
    { status: 'interested' as const },
  ];

  it('an unchanged form is no change (the phone as the form shows it included)', () => {
    const form = shiftFormSchema.parse(formValuesOf(shift));
    expect(previewEdit(shift, form, applicants).changes).toEqual([]);
  });

  it('a material change says who is told and that booked workers re-confirm', () => {
    const form = shiftFormSchema.parse({ ...formValuesOf(shift), startTime: '10:00' });
    const preview = previewEdit(shift, form, applicants);
    expect(preview).toMatchObject({ material: true, booked: 1, selected: 1 });
    expect(whoIsTold(preview)).toEqual([
      '1 booked worker will be told and asked to re-confirm; they may cancel with no consequence.',
      '1 selected worker will be told; their offer stands.',
    ]);
  });
});
