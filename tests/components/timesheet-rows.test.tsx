import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimesheetRow } from '../../src/client/features/timesheets/timesheet-row';
import { TimesheetPanel } from '../../src/client/features/worker-dashboard/worker-timesheet';
import type { MoneyStep } from '../../src/shared/domain/money';
import type { TimesheetDto } from '../../src/shared/schemas/responses/timesheets';
import { renderWithQueries } from '../support/render-with-queries';

const HOUR = 3_600_000;
const CREATED = Date.parse('2026-12-06T20:00:00.000Z');

function timesheet(overrides: Partial<TimesheetDto> = {}): TimesheetDto {
  return {
    id: '7d1f3f0e-5a55-4a3c-9d7a-0a4a8d6d2e11',
    applicationId: 'b3c1f8f2-1d8e-4c55-9a0b-6f7e2c9d4a10',
    shiftId: 'c4d2a9e3-2e9f-4d66-8b1c-7a8f3d0e5b21',
    workerId: 'd5e3b0f4-3f0a-4e77-9c2d-8b9a4e1f6c32',
    workerName: 'Jordan Lee',
    businessName: 'Harbor Street Bistro',
    positionTitle: 'Brunch Server',
    shiftDate: '2026-12-06',
    timeZone: 'America/New_York',
    checkInAt: '2026-12-06T14:00:00.000Z',
    checkOutAt: '2026-12-06T20:00:00.000Z',
    breakMinutes: 30,
    workedMinutes: 330,
    hourlyRateCents: 1850,
    payCents: 10_175,
    status: 'submitted',
    source: 'worker',
    workerNote: null,
    adjustReason: null,
    createdAt: new Date(CREATED).toISOString(),
    submittedAt: new Date(CREATED).toISOString(),
    approvedAt: null,
    approvedBy: null,
    adjustedAt: null,
    disputedAt: null,
    disputeNote: null,
    scheduled: { startsAt: '2026-12-06T14:00:00.000Z', endsAt: '2026-12-06T20:00:00.000Z' },
    recorded: {
      checkInAt: '2026-12-06T14:00:21.000Z',
      checkOutAt: '2026-12-06T20:00:05.000Z',
      checkInMarkedByManager: false,
      checkOutAuto: false,
    },
    workerClaim: null,
    disputeDecision: null,
    flag: null,
    money: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const APPROVED = Date.parse('2026-12-07T15:00:00.000Z');

/** An approved timesheet whose money has gone out but not yet landed (docs/product/payments.md, "Money timeline"). */
function approved(sentLabel: MoneyStep['label'], overrides: Partial<TimesheetDto> = {}): TimesheetDto {
  return timesheet({
    status: 'approved',
    approvedAt: new Date(APPROVED).toISOString(),
    approvedBy: 'manager',
    money: [
      { label: 'Approved', at: new Date(APPROVED).toISOString(), problem: null },
      { label: 'Business charged', at: new Date(APPROVED + 5 * 60_000).toISOString(), problem: null },
      { label: sentLabel, at: new Date(APPROVED + HOUR).toISOString(), problem: null },
      { label: 'Arrived', at: null, problem: null },
    ],
    ...overrides,
  });
}

/** Each step of the timeline as its text reads: label, state for screen readers, then time, 'Pending' or problem. */
function timelineSteps(container: HTMLElement) {
  return Array.from(
    container.querySelectorAll('[data-testid="money-timeline"] > li'),
    (li) => li.textContent,
  );
}

/** The times side by side, row by row: the row's label, then each cell's words (time, note, difference). */
function comparison(container: HTMLElement) {
  const table = within(container).getByRole('table', { name: /Times on the shift's clock \(EST\)/ });
  return Array.from(table.querySelectorAll('tbody tr'), (tr) =>
    Array.from(tr.children, (cell) =>
      // A time cell holds its parts in one box (the marked one shaded); the row's header holds its label.
      Array.from(
        (cell.tagName === 'TD' ? cell.firstElementChild : cell)?.childNodes ?? [],
        (node) => node.textContent,
      )
        .filter(Boolean)
        .join(' | '),
    ),
  );
}

describe("the manager's timesheet row", () => {
  it('shows the times in the shift zone, hours and pay, and Approve / Adjust while undecided', () => {
    const onApprove = vi.fn();
    const onAdjust = vi.fn();
    renderWithQueries(
      <TimesheetRow timesheet={timesheet()} busy={false} onApprove={onApprove} onAdjust={onAdjust} />,
    );
    const row = screen.getByRole('article', { name: 'Jordan Lee' });
    expect(comparison(row)).toEqual([
      ['Scheduled', '9:00 AM', '3:00 PM'],
      ['Recorded', '9:00 AM', '3:00 PM'],
      ['Claimed', '9:00 AM', '3:00 PM'],
    ]);
    expect(within(row).getByText('5 h 30 min · $101.75')).toBeTruthy();
    expect(within(row).getByText('(30 min break)')).toBeTruthy();
    expect(within(row).getByText('Submitted')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Adjust' }));
    expect(onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: timesheet().id }));
    expect(onAdjust).toHaveBeenCalledTimes(1);
  });

  it('shows a claim longer than scheduled, without the automatic approval line', () => {
    renderWithQueries(
      <TimesheetRow
        timesheet={timesheet({
          flag: { reason: 'claimed_over_scheduled', scheduledMinutes: 120, claimedMinutes: 1439 },
        })}
        busy={false}
        onApprove={vi.fn()}
        onAdjust={vi.fn()}
      />,
    );
    const row = screen.getByRole('article', { name: 'Jordan Lee' });
    expect(within(row).getByText('Longer than scheduled')).toBeTruthy();
    expect(within(row).getByText(/scheduled 2 h, claimed 23 h 59 min/)).toBeTruthy();
    expect(within(row).queryByText(/Approved automatically at/)).toBeNull();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('has no buttons once decided, and shows a dispute for the operations team', () => {
    renderWithQueries(
      <TimesheetRow
        timesheet={timesheet({
          status: 'disputed',
          adjustReason: 'Arrived at 9:30.',
          disputeNote: 'I was there at 9.',
        })}
        busy={false}
        onApprove={vi.fn()}
        onAdjust={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('Disputed')).toBeTruthy();
    expect(screen.getByText(/I was there at 9\. \(with the operations team\)/)).toBeTruthy();
  });

  it("shows the money timeline once approved, with 'Sent to worker', in the shift's zone", () => {
    // The approved row asks for its ratings; they are not what this test looks at.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithQueries(
      <TimesheetRow
        timesheet={approved('Sent to worker')}
        busy={false}
        onApprove={vi.fn()}
        onAdjust={vi.fn()}
      />,
    );
    const row = screen.getByRole('article', { name: 'Jordan Lee' });
    const timeline = within(row).getByRole('list', { name: 'Money timeline' });
    expect(timelineSteps(row)).toEqual([
      'Approved: doneDec 7, 10:00 AM',
      'Business charged: doneDec 7, 10:05 AM',
      'Sent to worker: doneDec 7, 11:00 AM',
      'Arrived: pendingPending',
    ]);
    expect(within(timeline).queryByText(/Sent to you/)).toBeNull();
  });

  it("says what went wrong at a step: the manager's refused card", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const refused =
      'Your card was refused: Your card was declined. We will try again; update your payment method in Billing.';
    const t = approved('Sent to worker');
    const money = [
      t.money?.[0] as MoneyStep,
      { label: 'Business charged', at: null, problem: refused } as const,
      { label: 'Sent to worker', at: null, problem: null } as const,
      { label: 'Arrived', at: null, problem: null } as const,
    ];
    renderWithQueries(
      <TimesheetRow timesheet={{ ...t, money }} busy={false} onApprove={vi.fn()} onAdjust={vi.fn()} />,
    );
    const row = screen.getByRole('article', { name: 'Jordan Lee' });
    expect(timelineSteps(row)).toEqual([
      'Approved: doneDec 7, 10:00 AM',
      `Business charged: pending${refused}`,
      'Sent to worker: pendingPending',
      'Arrived: pendingPending',
    ]);
    expect(within(row).getByText(refused).className).toContain('amber');
  });

  it('marks a claimed time that differs from the recorded one, in words, beside the schedule', () => {
    renderWithQueries(
      <TimesheetRow
        timesheet={timesheet({
          // Recorded 9:14:40 AM (late) and 3:02 PM; the worker claims 8:49 AM and 3:02 PM.
          recorded: {
            checkInAt: '2026-12-06T14:14:40.000Z',
            checkOutAt: '2026-12-06T20:02:00.000Z',
            checkInMarkedByManager: false,
            checkOutAuto: false,
          },
          checkInAt: '2026-12-06T13:49:00.000Z',
          checkOutAt: '2026-12-06T20:02:00.000Z',
        })}
        busy={false}
        onApprove={vi.fn()}
        onAdjust={vi.fn()}
      />,
    );
    const row = screen.getByRole('article', { name: 'Jordan Lee' });
    expect(comparison(row)).toEqual([
      ['Scheduled', '9:00 AM', '3:00 PM'],
      ['Recorded', '9:14 AM | +14 min vs scheduled', '3:02 PM | +2 min vs scheduled'],
      ['Claimed', '8:49 AM | −25 min vs recorded', '3:02 PM'],
    ]);
    const marked = within(row).getByText('−25 min vs recorded');
    expect(marked.className).toContain('amber');
    expect(marked.parentElement?.className).toContain('bg-amber-50');
    expect(within(row).getByText('+14 min vs scheduled').className).not.toContain('amber');
  });

  it("shows the worker's claim before an adjustment, an automatic check-out and a night past midnight", () => {
    renderWithQueries(
      <TimesheetRow
        timesheet={timesheet({
          shiftDate: '2026-12-06',
          scheduled: { startsAt: '2026-12-07T03:00:00.000Z', endsAt: '2026-12-07T11:00:00.000Z' },
          recorded: {
            checkInAt: '2026-12-07T03:00:00.000Z',
            checkOutAt: '2026-12-07T11:00:00.000Z',
            checkInMarkedByManager: true,
            checkOutAuto: true,
          },
          workerClaim: { checkInAt: '2026-12-07T03:00:00.000Z', checkOutAt: '2026-12-07T12:05:00.000Z' },
          checkInAt: '2026-12-07T03:30:00.000Z',
          checkOutAt: '2026-12-07T11:00:00.000Z',
          status: 'adjusted',
          adjustedAt: new Date(CREATED).toISOString(),
          adjustReason: 'Arrived at 10:30 PM.',
        })}
        busy={false}
        onApprove={vi.fn()}
        onAdjust={vi.fn()}
      />,
    );
    expect(comparison(screen.getByRole('article', { name: 'Jordan Lee' }))).toEqual([
      ['Scheduled', '10:00 PM', 'Dec 7, 6:00 AM'],
      ['Recorded', '10:00 PM | marked by the manager', 'Dec 7, 6:00 AM | automatic check-out'],
      ["Worker's claim", '10:00 PM', 'Dec 7, 7:05 AM | +1 h 5 min vs recorded'],
      ['Adjusted', '10:30 PM | +30 min vs recorded', 'Dec 7, 6:00 AM'],
    ]);
  });

  it("shows the operations team's decision and its reason once a dispute is decided", () => {
    renderWithQueries(
      <TimesheetRow
        timesheet={timesheet({
          status: 'adjusted',
          adjustedAt: new Date(CREATED).toISOString(),
          adjustReason: 'Arrived at 9:30.',
          disputedAt: new Date(CREATED + HOUR).toISOString(),
          disputeNote: 'I was there at 9.',
          disputeDecision: {
            decision: 'keep',
            reason: 'The door log says 9:30.',
            decidedAt: new Date(CREATED + 5 * HOUR).toISOString(),
          },
        })}
        busy={false}
        onApprove={vi.fn()}
        onAdjust={vi.fn()}
      />,
    );
    const outcome = screen.getByTestId('dispute-outcome');
    expect(outcome.textContent).toBe(
      'Dispute decided by the operations team on Dec 6, 8:00 PMThe approved times stand.Reason: The door log says 9:30.',
    );
    expect(screen.queryByText(/\(with the operations team\)/)).toBeNull();
  });

  it('has no money timeline while undecided (money null)', () => {
    renderWithQueries(
      <TimesheetRow timesheet={timesheet()} busy={false} onApprove={vi.fn()} onAdjust={vi.fn()} />,
    );
    expect(screen.queryByRole('list', { name: 'Money timeline' })).toBeNull();
    expect(screen.queryByTestId('money-timeline')).toBeNull();
  });
});

describe("the worker's timesheet panel", () => {
  it("offers 'Correct times' within 24 h of creation; the dialog refuses an end before the start", () => {
    renderWithQueries(
      <TimesheetPanel
        timesheet={timesheet({ status: 'draft', submittedAt: null })}
        now={new Date(CREATED + HOUR)}
      />,
    );
    expect(screen.getByText('5 h 30 min · $101.75')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correct times' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct times' });
    expect((within(dialog).getByLabelText(/Check-in/) as HTMLInputElement).value).toBe('2026-12-06T09:00');
    fireEvent.change(within(dialog).getByLabelText(/Check-out/), { target: { value: '2026-12-06T08:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Wrong times' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save times' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The check-out time must be after the check-in time.',
    );
  });

  it('has no correction after 24 h', () => {
    renderWithQueries(
      <TimesheetPanel timesheet={timesheet({ status: 'draft' })} now={new Date(CREATED + 24 * HOUR)} />,
    );
    expect(screen.queryByRole('button', { name: 'Correct times' })).toBeNull();
  });

  it("offers 'Dispute' for 48 h after an adjustment and posts the note", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method} ${url} ${init?.body}`);
        return new Response(JSON.stringify({ timesheet: timesheet({ status: 'disputed' }) }), {
          status: 200,
        });
      }),
    );
    const adjusted = timesheet({
      status: 'adjusted',
      adjustReason: 'Arrived at 9:30.',
      adjustedAt: new Date(CREATED + HOUR).toISOString(),
    });
    const { unmount } = renderWithQueries(
      <TimesheetPanel timesheet={adjusted} now={new Date(CREATED + 48 * HOUR)} />,
    );
    expect(screen.getByText('Adjusted by the manager: Arrived at 9:30.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = screen.getByRole('dialog', { name: "Dispute the manager's adjustment" });
    within(dialog).getByText(
      /decides with a reason that both of you see\. Until then the manager's times stand\./,
    );
    fireEvent.change(within(dialog).getByLabelText(/What is wrong with the adjusted times/), {
      target: { value: 'I was there at 9.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await vi.waitFor(() => expect(calls.join()).toContain(`/api/timesheets/${adjusted.id}/dispute`));
    expect(calls[0]).toContain('I was there at 9.');
    unmount();
    renderWithQueries(<TimesheetPanel timesheet={adjusted} now={new Date(CREATED + 49 * HOUR)} />);
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  it("has no 'Dispute' once the operations team decided, and shows their decision in the worker's words", () => {
    const decided = timesheet({
      status: 'adjusted',
      adjustReason: 'Arrived at 9:30.',
      adjustedAt: new Date(CREATED + HOUR).toISOString(),
      disputedAt: new Date(CREATED + 2 * HOUR).toISOString(),
      disputeNote: 'I was there at 9.',
      workerClaim: { checkInAt: '2026-12-06T14:00:00.000Z', checkOutAt: '2026-12-06T20:00:00.000Z' },
      disputeDecision: {
        decision: 'worker_times',
        reason: 'Door log.',
        decidedAt: new Date(CREATED + 3 * HOUR).toISOString(),
      },
    });
    // Still within the 48 h of the adjustment: the decision alone takes 'Dispute' away.
    renderWithQueries(<TimesheetPanel timesheet={decided} now={new Date(CREATED + 4 * HOUR)} />);
    const panel = screen.getByRole('region', { name: 'Timesheet' });
    expect(within(panel).queryByRole('button', { name: 'Dispute' })).toBeNull();
    expect(within(panel).queryByText(/You can dispute/)).toBeNull();
    expect(within(panel).getByText('Your times now apply.')).toBeTruthy();
    expect(within(panel).getByText('Reason: Door log.')).toBeTruthy();
    expect(comparison(panel).map((row) => row[0])).toEqual([
      'Scheduled',
      'Recorded',
      'Your claim',
      'After the dispute',
    ]);
  });

  it("shows the four steps of the money timeline once approved, with 'Sent to you'", () => {
    renderWithQueries(
      <TimesheetPanel timesheet={approved('Sent to you')} now={new Date(APPROVED + 2 * HOUR)} />,
    );
    const panel = screen.getByRole('region', { name: 'Timesheet' });
    const timeline = within(panel).getByRole('list', { name: 'Money timeline' });
    expect(timelineSteps(panel)).toEqual([
      'Approved: doneDec 7, 10:00 AM',
      'Business charged: doneDec 7, 10:05 AM',
      'Sent to you: doneDec 7, 11:00 AM',
      'Arrived: pendingPending',
    ]);
    expect(within(timeline).getByText('Pending')).toBeTruthy();
    expect(within(timeline).queryByText(/Sent to worker/)).toBeNull();
  });

  it('tells the worker what is missing at a step: payouts not set up', () => {
    const waiting = "Set up payouts ('Get paid') to receive $101.75.";
    const t = approved('Sent to you');
    const money = [
      ...(t.money ?? []).slice(0, 2),
      { label: 'Sent to you', at: null, problem: waiting } as const,
      { label: 'Arrived', at: null, problem: null } as const,
    ];
    renderWithQueries(<TimesheetPanel timesheet={{ ...t, money }} now={new Date(APPROVED + 2 * HOUR)} />);
    const panel = screen.getByRole('region', { name: 'Timesheet' });
    expect(timelineSteps(panel)[2]).toBe(`Sent to you: pending${waiting}`);
  });

  it('has no money timeline when the pay is settled outside TalentBridge (money null)', () => {
    renderWithQueries(
      <TimesheetPanel timesheet={approved('Sent to you', { money: null })} now={new Date(APPROVED + HOUR)} />,
    );
    expect(screen.getByRole('region', { name: 'Timesheet' })).toBeTruthy();
    expect(screen.queryByTestId('money-timeline')).toBeNull();
  });
});
