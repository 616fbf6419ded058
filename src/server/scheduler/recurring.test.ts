import { describe, expect, it } from 'vitest';
import { currentRun, DAY_MS, HOUR_MS, nextRun, type RecurringJob } from './recurring';

const daily: RecurringJob = {
  kind: 'test.daily',
  subjectId: 'daily',
  periodMs: DAY_MS,
  offsetMs: 3 * HOUR_MS,
  next: 'at-or-after-now',
};
const hourly: RecurringJob = {
  kind: 'test.hourly',
  subjectId: 'hourly',
  periodMs: HOUR_MS,
  next: 'after-now',
};
const at = (iso: string) => new Date(iso);

describe('a recurring job on the UTC grid', () => {
  it("names today's slot at the job's hour, even when already past, and the current hour's start", () => {
    expect(currentRun(daily, at('2026-03-10T01:59:59.999Z'))).toEqual(at('2026-03-10T03:00:00Z'));
    expect(currentRun(daily, at('2026-03-10T23:00:00Z'))).toEqual(at('2026-03-10T03:00:00Z'));
    expect(currentRun(hourly, at('2026-03-10T07:59:59.999Z'))).toEqual(at('2026-03-10T07:00:00Z'));
    expect(currentRun(hourly, at('2026-03-10T08:00:00Z'))).toEqual(at('2026-03-10T08:00:00Z'));
  });

  it('schedules the next slot a period later when the run ends within its period', () => {
    expect(nextRun(daily, at('2026-03-10T03:00:00Z'), at('2026-03-10T03:00:00Z'))).toEqual(
      at('2026-03-11T03:00:00Z'),
    );
    expect(nextRun(hourly, at('2026-03-10T07:00:00Z'), at('2026-03-10T07:59:59.999Z'))).toEqual(
      at('2026-03-10T08:00:00Z'),
    );
  });

  it('skips the missed slots; a slot falling exactly on now is due at once only for at-or-after-now', () => {
    expect(nextRun(daily, at('2026-03-10T03:00:00Z'), at('2026-03-13T03:00:00.001Z'))).toEqual(
      at('2026-03-14T03:00:00Z'),
    );
    expect(nextRun(daily, at('2026-03-10T03:00:00Z'), at('2026-03-13T03:00:00Z'))).toEqual(
      at('2026-03-13T03:00:00Z'),
    );
    expect(nextRun(hourly, at('2026-03-10T07:00:00Z'), at('2026-03-10T10:00:00Z'))).toEqual(
      at('2026-03-10T11:00:00Z'),
    );
  });
});
