import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { backoffMs } from '../messaging/outbox-worker';

export type ScheduledJob = typeof scheduledJobs.$inferSelect;

/**
 * Does the work of one kind of job. It must be idempotent: a runner that crashes after the handler but before the
 * job is marked done leaves it to be run again once its lease runs out, and a handler slower than the lease may
 * overlap a second run. So a handler re-checks the state it acts on and changes it only from the state it expects
 * (e.g. `UPDATE … SET status = 'expired' WHERE id = … AND status = 'selected'`), queuing its messages in that same
 * transaction: a second run then finds nothing to do and sends nothing (docs/decisions/015-scheduler.md).
 */
export type JobHandler<D> = (deps: D, job: ScheduledJob) => Promise<void>;
export type JobHandlers<D> = Record<string, JobHandler<D>>;

export type NewJob = {
  kind: string;
  /** What the job is about (an application id, a shift id …); with kind and runAt it names the work. */
  subjectId: string;
  runAt: Date;
  payload?: Record<string, unknown>;
};

type Log = { info: (msg: string) => void; error: (obj: unknown, msg?: string) => void };

export type SchedulerOptions<D> = {
  database: Database;
  /** The injected clock (ctx.now): "due" means run_at <= now(), so tests move the clock instead of sleeping. */
  now: () => Date;
  handlers: JobHandlers<D>;
  /** What each handler receives (the app context in production), read when a job runs. */
  deps: () => D;
  /** A claimed job belongs to its runner this long; after that another runner may take it (crash recovery). */
  leaseMs?: number;
  /** Jobs claimed, and run concurrently, per pass. */
  batch?: number;
  /** How often due jobs are looked for once started. */
  pollMs?: number;
  /** 10 by default: with the backoff below, about half an hour of retries before a job is recorded failed. */
  maxAttempts?: number;
  /** Retry n waits backoffBaseMs * 2^(n-1), at most maxBackoffMs: 5, 10, 20 … 320 s, then every 10 min. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  logger?: Log;
};

export interface Scheduler {
  /** Adds a job, inside the caller's transaction; the same (kind, subjectId, runAt) again is a no-op (null). */
  schedule(tx: Tx, job: NewJob): Promise<number | null>;
  /**
   * Drops the jobs of this kind and subject that have not finished (e.g. a reminder when the booking is cancelled);
   * returns how many. A handler already running still finishes: it re-checks the state it acts on.
   */
  cancel(tx: Tx, kind: string, subjectId: string): Promise<number>;
  /** One pass: claims the due jobs (at most `batch`), runs them, records each outcome; returns how many. */
  runDue(): Promise<number>;
  start(log?: Log): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The ids a pass claims: due (`run_at <= at`), pending and free, or running with an expired lease, oldest first, at
 * most `batch`, locked and skipping rows another runner holds. Exported for the test of its plan.
 */
export function claimable(db: Database['db'], kinds: string[], at: Date, batch: number) {
  const j = scheduledJobs;
  const due = and(
    // Redundant with the two cases below, but it lets PostgreSQL read the batch off the front of the partial index
    // scheduled_jobs_claim_idx (run_at, id over unfinished rows) instead of sorting every due row (ADR 015).
    inArray(j.status, ['pending', 'running']),
    inArray(j.kind, kinds),
    lte(j.runAt, at),
    or(
      and(eq(j.status, 'pending'), or(isNull(j.lockedUntil), lte(j.lockedUntil, at))),
      and(eq(j.status, 'running'), lte(j.lockedUntil, at)),
    ),
  );
  return db
    .select({ id: j.id })
    .from(j)
    .where(due)
    .orderBy(asc(j.runAt), asc(j.id))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/**
 * One scheduler for time-based work (docs/decisions/015-scheduler.md). Due rows of `scheduled_jobs` are
 * claimed with `FOR UPDATE SKIP LOCKED` and a lease, as the outbox worker claims its rows, so several instances
 * never take the same job and a job whose runner died is taken again once the lease runs out. An outcome is recorded
 * only for the claim that made it (matched on the attempt number). A runner claims only the kinds it has handlers
 * for, so an instance that does not know a new kind yet leaves its jobs alone.
 */
export function createScheduler<D>(options: SchedulerOptions<D>): Scheduler {
  const { database, now, handlers, deps } = options;
  const { db } = database;
  const kinds = Object.keys(handlers);
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 25;
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoffBaseMs = options.backoffBaseMs ?? 5000;
  const maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;

  let log: Log = options.logger ?? { info: () => {}, error: () => {} };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function claim(): Promise<ScheduledJob[]> {
    const at = now();
    const j = scheduledJobs;
    const ids = claimable(db, kinds, at, batch);
    return db
      .update(j)
      .set({
        status: 'running',
        lockedUntil: new Date(at.getTime() + leaseMs),
        attempts: sql`${j.attempts} + 1`,
      })
      .where(inArray(j.id, ids))
      .returning();
  }

  async function run(job: ScheduledJob) {
    let error: string | null = null;
    // Only expired leases get here twice: a job that keeps killing its runner is given up on.
    const interrupted = job.attempts > maxAttempts;
    if (interrupted) error = 'the job was interrupted too many times';
    else {
      try {
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`no handler for scheduled job kind ${job.kind}`);
        await handler(deps(), job);
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
    }
    const j = scheduledJobs;
    const mine = and(eq(j.id, job.id), eq(j.status, 'running'), eq(j.attempts, job.attempts));
    const at = now();
    if (error === null) {
      await db.update(j).set({ status: 'done', doneAt: at, lockedUntil: null, lastError: null }).where(mine);
      return;
    }
    const giveUp = interrupted || job.attempts >= maxAttempts;
    await db
      .update(j)
      .set(
        giveUp
          ? { status: 'failed', lockedUntil: null, lastError: error }
          : {
              status: 'pending',
              lastError: error,
              lockedUntil: new Date(at.getTime() + backoffMs(job.attempts, backoffBaseMs, maxBackoffMs)),
            },
      )
      .where(mine);
    if (giveUp) log.error({ jobId: job.id, kind: job.kind, error }, 'scheduled job failed');
  }

  async function runDue(): Promise<number> {
    if (kinds.length === 0) return 0;
    const jobs = await claim();
    await Promise.all(jobs.map((job) => run(job).catch((error) => log.error({ err: error, jobId: job.id }))));
    return jobs.length;
  }

  /** Runs passes until nothing is due; a tick during a run is skipped (the run goes on while batches are full). */
  function tick() {
    if (stopped || running) return;
    running = (async () => {
      try {
        while (!stopped && (await runDue()) === batch);
      } catch (error) {
        log.error({ err: error }, 'scheduler pass failed; retrying at the next poll');
      } finally {
        running = null;
      }
    })();
  }

  return {
    async schedule(tx, job) {
      if (!handlers[job.kind]) throw new Error(`no handler for scheduled job kind ${job.kind}`);
      const [row] = await tx
        .insert(scheduledJobs)
        .values({ kind: job.kind, subjectId: job.subjectId, runAt: job.runAt, payload: job.payload ?? {} })
        .onConflictDoNothing()
        .returning({ id: scheduledJobs.id });
      return row?.id ?? null;
    },
    async cancel(tx, kind, subjectId) {
      const j = scheduledJobs;
      const dropped = await tx
        .delete(j)
        .where(and(eq(j.kind, kind), eq(j.subjectId, subjectId), inArray(j.status, ['pending', 'running'])))
        .returning({ id: j.id });
      return dropped.length;
    },
    runDue,
    async start(logger) {
      if (logger) log = logger;
      stopped = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // Let the jobs in flight finish and record their outcome.
      await running;
    },
  };
}
