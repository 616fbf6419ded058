import { describe, expect, it } from 'vitest';
import { workerApplicationView } from './application-outcome';

const now = new Date('2026-12-01T12:00:00Z');
const upcoming = { status: 'open', startsAt: '2026-12-02T14:00:00Z', acceptedCount: 0, maxApplications: 1 };

describe('workerApplicationView', () => {
  it('keeps an application to an open, upcoming shift where its status puts it', () => {
    expect(workerApplicationView({ status: 'interested', shift: upcoming }, now)).toEqual({
      tab: 'active',
      missed: null,
    });
    expect(workerApplicationView({ status: 'selected', shift: upcoming }, now)).toEqual({
      tab: 'pending',
      missed: null,
    });
  });

  it('moves an application to a shift that has started to History as "Shift started"', () => {
    const started = { ...upcoming, startsAt: '2026-12-01T11:00:00Z' };
    expect(workerApplicationView({ status: 'interested', shift: started }, now)).toEqual({
      tab: 'history',
      missed: 'Shift started',
    });
    expect(workerApplicationView({ status: 'selected', shift: started }, now).tab).toBe('history');
  });

  it('moves an application to a shift filled by someone else to History as "Filled by another worker"', () => {
    const filled = { ...upcoming, acceptedCount: 1 };
    expect(workerApplicationView({ status: 'interested', shift: filled }, now)).toEqual({
      tab: 'history',
      missed: 'Filled by another worker',
    });
    expect(
      workerApplicationView({ status: 'interested', shift: { ...upcoming, status: 'closed' } }, now),
    ).toEqual({ tab: 'history', missed: 'Shift closed' });
  });

  it("leaves the worker's own booking in Active even once the shift is full or has started", () => {
    const full = { ...upcoming, acceptedCount: 1, startsAt: '2026-12-01T11:00:00Z' };
    expect(workerApplicationView({ status: 'accepted', shift: full }, now)).toEqual({
      tab: 'active',
      missed: null,
    });
    expect(workerApplicationView({ status: 'declined', shift: full }, now).missed).toBeNull();
  });

  it('says "Shift cancelled" for a waiting application to a cancelled shift, whatever else is true', () => {
    const cancelled = { ...upcoming, status: 'cancelled' };
    expect(workerApplicationView({ status: 'interested', shift: cancelled }, now)).toEqual({
      tab: 'history',
      missed: 'Shift cancelled',
    });
    expect(
      workerApplicationView({ status: 'selected', shift: { ...cancelled, acceptedCount: 1 } }, now).missed,
    ).toBe('Shift cancelled');
  });

  it('files the new statuses by their tab, never as missed', () => {
    const started = { ...upcoming, startsAt: '2026-12-01T11:00:00Z' };
    expect(workerApplicationView({ status: 'checked_in', shift: started }, now)).toEqual({
      tab: 'active',
      missed: null,
    });
    for (const status of ['expired', 'withdrawn', 'cancelled', 'no_show'] as const)
      expect(workerApplicationView({ status, shift: started }, now), status).toEqual({
        tab: 'history',
        missed: null,
      });
  });
});
