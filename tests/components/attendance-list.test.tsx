// The manager's attendance list (docs/product/attendance.md, "The manager's attendance list"): each
// booked worker's state in the shift's clock ('Not arrived', 'Arrived at 9:04 AM' late, 'Left at 5:02 PM' auto,
// 'No-show'), and 'Mark as arrived' / 'Mark no-show' shown exactly when the state machine allows them; the 'Mark as
// arrived' dialog asks for a reason and sends the times as instants; the worker's 'Appeal' on a no-show.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AttendanceList } from '../../src/client/features/manage-shifts/attendance-section';
import { MarkArrivedDialog } from '../../src/client/features/manage-shifts/mark-arrived-dialog';
import { NoShowAppeal } from '../../src/client/features/worker-dashboard/no-show-appeal';
import type { ShiftWithContactDto } from '../../src/shared/marketplace/types';
import type { AttendanceRowDto } from '../../src/shared/schemas/responses/manager-attendance';
import { managerShiftDto, myApplicationDto } from '../factories/dtos';
import { renderWithQueries } from '../support/render-with-queries';

const MINUTE = 60 * 1000;
// The factory's shift: 09:00-15:00 New York on 2026-12-06 (14:00-20:00 UTC).
const shift: ShiftWithContactDto = managerShiftDto();
const START = new Date(shift.startsAt).getTime();

function row(name: string, overrides: Partial<AttendanceRowDto> = {}): AttendanceRowDto {
  const base = myApplicationDto('accepted');
  const { shift: _shift, ...application } = base;
  return {
    ...application,
    id: `attendance-${name}`,
    worker: { id: `worker-${name}`, name, phone: '3015550100', avatarUrl: null },
    arrivalMarked: false,
    arrivalReason: null,
    ...overrides,
  };
}

const WORKERS = [
  row('Ana'),
  row('Ben', { status: 'checked_in', checkedInAt: '2026-12-06T14:04:00.000Z' }),
  row('Cy', {
    status: 'checked_in',
    checkedInAt: '2026-12-06T14:15:00.000Z',
    checkInLate: true,
    checkedOutAt: '2026-12-06T22:02:00.000Z',
    checkOutAuto: true,
  }),
  row('Di', { status: 'no_show', cancelledBy: 'system', cancelledAt: '2026-12-07T00:00:00.000Z' }),
];

function renderList(now: Date) {
  const onMarkArrived = vi.fn();
  const onMarkNoShow = vi.fn();
  render(
    <AttendanceList
      shift={shift}
      workers={WORKERS}
      now={now}
      onMarkArrived={onMarkArrived}
      onMarkNoShow={onMarkNoShow}
    />,
  );
  const item = (name: string) => screen.getByRole('listitem', { name });
  return { item, onMarkArrived, onMarkNoShow };
}

describe('the attendance list', () => {
  it("shows each state on the shift's clock with its marks", () => {
    const { item } = renderList(new Date(START + 20 * MINUTE));
    within(item('Ana')).getByText('Not arrived');
    within(item('Ben')).getByText('Arrived at 9:04 AM');
    expect(within(item('Ben')).queryByText('late')).toBeNull();
    within(item('Cy')).getByText('Left at 5:02 PM');
    within(item('Cy')).getByText('auto');
    within(item('Cy')).getByText('Arrived at 9:15 AM, late');
    within(item('Di')).getByText('No-show');
    within(item('Di')).getByText('automatic');
  });

  it("offers 'Mark as arrived' to a booked worker only, and 'Mark no-show' only from 30 min after the start", () => {
    const { item, onMarkArrived } = renderList(new Date(START + 29 * MINUTE));
    fireEvent.click(within(item('Ana')).getByRole('button', { name: 'Mark as arrived' }));
    expect(onMarkArrived).toHaveBeenCalledWith(expect.objectContaining({ id: 'attendance-Ana' }));
    expect(within(item('Ana')).queryByRole('button', { name: 'Mark no-show' })).toBeNull();
    for (const name of ['Ben', 'Cy', 'Di']) expect(within(item(name)).queryByRole('button')).toBeNull();
  });

  it("offers 'Mark no-show' at 30 min after the start", () => {
    const { item, onMarkNoShow } = renderList(new Date(START + 30 * MINUTE));
    fireEvent.click(within(item('Ana')).getByRole('button', { name: 'Mark no-show' }));
    expect(onMarkNoShow).toHaveBeenCalledWith(expect.objectContaining({ id: 'attendance-Ana' }));
  });

  it('before 30 min ahead of the start offers nothing', () => {
    const { item } = renderList(new Date(START - 31 * MINUTE));
    expect(within(item('Ana')).queryByRole('button')).toBeNull();
  });
});

describe("the 'Mark as arrived' dialog", () => {
  it('requires a reason, then sends the times as instants of the shift clock', () => {
    const onConfirm = vi.fn();
    render(
      <MarkArrivedDialog
        worker={WORKERS[0]!}
        shift={shift}
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark Ana as arrived' });
    fireEvent.change(within(dialog).getByLabelText(/Arrival time/), { target: { value: '09:04' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as arrived' }));
    within(dialog).getByText('Please give a reason for marking the arrival.');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Departure time/), { target: { value: '15:02' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Signed in on paper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as arrived' }));
    expect(onConfirm).toHaveBeenCalledWith({
      applicationId: 'attendance-Ana',
      arrivedAt: '2026-12-06T14:04:00.000Z',
      leftAt: '2026-12-06T20:02:00.000Z',
      reason: 'Signed in on paper',
    });
  });
});

describe("the worker's no-show card", () => {
  const withAppeals = (ui: ReactElement, appeals: unknown[]) => {
    const client = new QueryClient();
    client.setQueryData(['marketplace', 'my-appeals'], { appeals });
    return renderWithQueries(ui, client);
  };
  const noShow = (decidedAt: Date) =>
    myApplicationDto('no_show', { cancelledAt: decidedAt.toISOString(), cancelledBy: 'manager' });

  it("offers 'Appeal' within 14 days, with a labelled dialog asking what happened", () => {
    withAppeals(<NoShowAppeal application={noShow(new Date(Date.now() - 60 * MINUTE))} />, []);
    fireEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal this no-show' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    within(dialog).getByText('Please say why the decision is wrong.');
  });

  it('says the appeal was sent, and offers nothing after 14 days', () => {
    const application = noShow(new Date(Date.now() - 60 * MINUTE));
    const { unmount } = withAppeals(<NoShowAppeal application={application} />, [
      { id: 'a1', subjectKind: 'no_show', subjectId: application.id, status: 'open', note: 'x' },
    ]);
    screen.getByText('Appeal sent — the operations team will decide.');
    unmount();
    withAppeals(<NoShowAppeal application={noShow(new Date(Date.now() - 15 * 24 * 60 * MINUTE))} />, []);
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });
});
