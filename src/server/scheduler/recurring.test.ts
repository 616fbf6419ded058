import { describe, expect, it } from 'vitest';
import {
  currentRun,
  DAY_MS,
  HOUR_MS,
  nextRun,
  type RecurringJob,
  type RecurringRunOptions,
  recurringJob,
} from './recurring';

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

describe('a recurring job built from its definition and its work', () => {
  /** Runs the hourly job due at 07:00 with the clock at 07:30, the work moving it to 08:30; answers what happened. */
  async function steps(options?: RecurringRunOptions) {
    const clock = { now: at('2026-03-10T07:30:00Z') };
    const log: string[] = [];
    const deps = {
      db: {} as never,
      now: () => clock.now,
      services: {
        scheduler: {
          schedule: async (_db: unknown, job: { kind: string; subjectId: string; runAt: Date }) => {
            log.push(`schedule ${job.kind} ${job.subjectId} ${job.runAt.toISOString()}`);
            return null;
          },
        },
      },
    };
    const job = recurringJob(
      hourly,
      async (_deps, now) => {
        log.push(`work ${now.toISOString()}`);
        clock.now = at('2026-03-10T08:30:00Z');
      },
      options,
    );
    await job.run(deps, { runAt: at('2026-03-10T07:00:00Z') });
    await job.schedule(deps);
    return { kind: job.kind, log };
  }

  it('does the work with the clock read at the start, then schedules the next run from that reading', async () => {
    expect(await steps()).toEqual({
      kind: 'test.hourly',
      log: [
        'work 2026-03-10T07:30:00.000Z',
        'schedule test.hourly hourly 2026-03-10T08:00:00.000Z',
        'schedule test.hourly hourly 2026-03-10T08:00:00.000Z',
      ],
    });
  });

  it('schedules the next run first when asked, or from the clock read once the work is over', async () => {
    expect((await steps({ nextFirst: true })).log.slice(0, 2)).toEqual([
      'schedule test.hourly hourly 2026-03-10T08:00:00.000Z',
      'work 2026-03-10T07:30:00.000Z',
    ]);
    expect((await steps({ nextFromEnd: true })).log.slice(0, 2)).toEqual([
      'work 2026-03-10T07:30:00.000Z',
      'schedule test.hourly hourly 2026-03-10T09:00:00.000Z',
    ]);
  });
});
