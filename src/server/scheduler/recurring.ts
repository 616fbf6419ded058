import type { Db } from '../db/client';
import type { ScheduledJob, Scheduler } from './scheduler';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A job that runs for ever on a fixed UTC grid (the purges, the match training): once every `periodMs`, `offsetMs`
 * after the period's start. Every instance names the same runs (kind, subject, time), so the scheduler's unique
 * index keeps one row of each however many instances start or run it (docs/decisions/015-scheduler.md, "Purge").
 */
export type RecurringJob = {
  kind: string;
  subjectId: string;
  periodMs: number;
  offsetMs?: number;
  /**
   * Where the next run goes once a run is over; runs missed while nobody ran are never made up.
   * 'at-or-after-now': the first slot not before now (one falling exactly on now is due at once);
   * 'after-now': the first slot after now.
   */
  next: 'at-or-after-now' | 'after-now';
};

export type RecurringJobDeps = {
  db: Db;
  now: () => Date;
  services: { scheduler: Pick<Scheduler, 'schedule'> };
};

/** The slot of the current period (UTC days and hours start on multiples of their length since the epoch). */
export function currentRun(job: RecurringJob, now: Date): Date {
  return new Date(Math.floor(now.getTime() / job.periodMs) * job.periodMs + (job.offsetMs ?? 0));
}

/** The run after the one due at `runAt`, when it ends at `now` (`job.next`). */
export function nextRun(job: RecurringJob, runAt: Date, now: Date): Date {
  const periods = (now.getTime() - runAt.getTime()) / job.periodMs;
  const ahead = job.next === 'after-now' ? Math.floor(periods) + 1 : Math.max(1, Math.ceil(periods));
  return new Date(runAt.getTime() + ahead * job.periodMs);
}

/**
 * Makes sure the current period's run exists, on every start of every instance; on a new database it may be past,
 * so the first run comes at once, and a run already done stays done.
 */
async function scheduleCurrentRun(deps: RecurringJobDeps, job: RecurringJob): Promise<void> {
  await deps.services.scheduler.schedule(deps.db, {
    kind: job.kind,
    subjectId: job.subjectId,
    runAt: currentRun(job, deps.now()),
  });
}

/** Schedules the run after `runAt` (nextRun); scheduling the same one again, from a repeated run, is a no-op. */
async function scheduleNextRun(
  deps: RecurringJobDeps,
  job: RecurringJob,
  runAt: Date,
  now: Date,
): Promise<void> {
  await deps.services.scheduler.schedule(deps.db, {
    kind: job.kind,
    subjectId: job.subjectId,
    runAt: nextRun(job, runAt, now),
  });
}

/** One run's work, given the clock read once at the run's start and the job's row. */
export type RecurringWork<D> = (deps: D, now: Date, job: Pick<ScheduledJob, 'runAt'>) => Promise<void>;

/** Where a run's next run is scheduled; by default after the work, from the clock read at the run's start. */
export type RecurringRunOptions = {
  /** Before the work, so a run that fails never stops the ones after it (the reconciliation). */
  nextFirst?: boolean;
  /** From the clock read again once the work is over, so a work that outlasts a slot never runs again at once. */
  nextFromEnd?: boolean;
};

export type Recurring<D extends RecurringJobDeps> = {
  kind: string;
  /** On every start of every instance: the current period's run (scheduleCurrentRun). */
  schedule: (deps: RecurringJobDeps) => Promise<void>;
  /** The scheduler's handler: the work, then the next run (RecurringRunOptions). */
  run: (deps: D, job: Pick<ScheduledJob, 'runAt'>) => Promise<void>;
};

/** A recurring job from its definition and its work: its start-up scheduling and its handler. */
export function recurringJob<D extends RecurringJobDeps>(
  definition: RecurringJob,
  work: RecurringWork<D>,
  options: RecurringRunOptions = {},
): Recurring<D> {
  return {
    kind: definition.kind,
    schedule: (deps) => scheduleCurrentRun(deps, definition),
    async run(deps, job) {
      const now = deps.now();
      if (options.nextFirst) await scheduleNextRun(deps, definition, job.runAt, now);
      await work(deps, now, job);
      if (!options.nextFirst)
        await scheduleNextRun(deps, definition, job.runAt, options.nextFromEnd ? deps.now() : now);
    },
  };
}
