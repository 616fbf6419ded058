import { and, asc, DrizzleQueryError, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { isLostRace } from '../lib/error-chain';
import type { Tx } from '../messaging/outbox';

export type ScheduledJob = typeof scheduledJobs.$inferSelect;

/** Retry n waits baseMs * 2^(n-1), at most maxMs: the one backoff of all background work, messages included. */
export function backoffMs(attempt: number, baseMs: number, maxMs = Number.POSITIVE_INFINITY): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * A handler whose transaction PostgreSQL aborted for a concurrent one (a deadlock, a serialization failure) wrote
 * nothing, and handlers are idempotent: it is run again at once, up to three times, instead of waiting out a backoff
 * meant for a provider that is down.
 */
const LOST_RACE_RERUNS = 3;

async function runAgainOnLostRace(work: () => Promise<void>): Promise<void> {
  for (let rerun = 0; ; rerun++) {
    try {
      return await work();
    } catch (error) {
      if (rerun >= LOST_RACE_RERUNS || !isLostRace(error)) throw error;
    }
  }
}

/**
 * What `last_error` keeps of a failure. For a failed query that is the database's own words ("deadlock detected"):
 * Drizzle's message is the statement and its parameters, which say less and may carry a person's details.
 */
function failureText(error: unknown): string {
  if (error instanceof DrizzleQueryError && error.cause instanceof Error) return error.cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** How often a failing job is tried and how long it waits in between: the scheduler's, or a kind's own. */
export type RetryPolicy = { maxAttempts: number; backoffBaseMs: number; maxBackoffMs: number };

/**
 * Thrown by a handler whose work cannot succeed however often it is tried (a provider that refused a message): the
 * job is recorded failed at once, without retries.
 */
export class PermanentJobError extends Error {}

/**
 * Does the work of one kind of job. It must be idempotent: a runner that crashes after the handler but before the
 * job is marked done leaves it to be run again once its lease runs out, and a handler slower than the lease may
 * overlap a second run. So a handler re-checks the state it acts on and changes it only from the state it expects
 * (e.g. `UPDATE … SET status = 'expired' WHERE id = … AND status = 'selected'`), queuing its messages in that same
 * transaction: a second run then finds nothing to do and sends nothing (docs/decisions/015-scheduler.md).
 */
export type JobHandler<D> = (deps: D, job: ScheduledJob) => Promise<void>;

/** A failed run's error, and when the job runs again: null once it has been given up (recorded failed). */
export type JobFailure = { error: string; retryAt: Date | null };

/** A kind that needs more than a handler (the outbox's delivery, docs/decisions/015-scheduler.md). */
export type JobDefinition<D> = {
  run: JobHandler<D>;
  /** This kind's retries instead of the scheduler's. */
  retry?: Partial<RetryPolicy>;
  /**
   * The loop that claims and runs this kind ('default' unless named): each lane has its own, with up to `batch` jobs
   * at a time, so a provider that stalls holds up the messages' lane, never the time-based work of the default one.
   */
  lane?: string;
  /**
   * Records a failed run on the kind's own rows, in the transaction that records it on the job and only for the
   * claim that made it, so the two never disagree and a runner that lost its lease writes nothing.
   */
  onFailure?: (deps: D, tx: Tx, job: ScheduledJob, failure: JobFailure) => Promise<void>;
};
export type JobHandlers<D> = Record<string, JobHandler<D> | JobDefinition<D>>;

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
  /** Jobs claimed, and run concurrently, per pass of a lane. */
  batch?: number;
  /** How often due jobs are looked for once started. */
  pollMs?: number;
  /** NOTIFY channels that also wake a started scheduler, for work due the moment it commits (the outbox's). */
  wakeOn?: string[];
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
  /**
   * One pass of each lane: claims the due jobs (at most `batch` a lane), runs them, records each outcome; returns how
   * many.
   */
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
 * The one engine for background work (docs/decisions/015-scheduler.md): time-based work and the outbox's delivery.
 * Due rows of `scheduled_jobs` are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so several instances never take
 * the same job and a job whose runner died is taken again once the lease runs out. An outcome is recorded only for
 * the claim that made it (matched on the attempt number). A runner claims only the kinds it has handlers for, so an
 * instance that does not know a new kind yet leaves its jobs alone.
 */
export function createScheduler<D>(options: SchedulerOptions<D>): Scheduler {
  const { database, now, handlers, deps } = options;
  const { db } = database;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 25;
  const pollMs = options.pollMs ?? 1000;
  const defaults: RetryPolicy = {
    maxAttempts: options.maxAttempts ?? 10,
    backoffBaseMs: options.backoffBaseMs ?? 5000,
    maxBackoffMs: options.maxBackoffMs ?? 10 * 60_000,
  };
  const definitionOf = (kind: string): JobDefinition<D> | undefined => {
    const entry = handlers[kind];
    return typeof entry === 'function' ? { run: entry } : entry;
  };
  /** Each lane's kinds and its loop: the pass running, and whether a NOTIFY asked for one more. */
  type Lane = { kinds: string[]; running: Promise<void> | null; again: boolean };
  const lanes = new Map<string, Lane>();
  for (const kind of Object.keys(handlers)) {
    const name = definitionOf(kind)?.lane ?? 'default';
    const lane = lanes.get(name) ?? { kinds: [], running: null, again: false };
    lane.kinds.push(kind);
    lanes.set(name, lane);
  }

  let log: Log = options.logger ?? { info: () => {}, error: () => {} };
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>)[] = [];
  let stopped = false;

  async function claim(kinds: string[]): Promise<ScheduledJob[]> {
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
    const definition = definitionOf(job.kind);
    const own = definition?.retry;
    const policy: RetryPolicy = {
      maxAttempts: own?.maxAttempts ?? defaults.maxAttempts,
      backoffBaseMs: own?.backoffBaseMs ?? defaults.backoffBaseMs,
      maxBackoffMs: own?.maxBackoffMs ?? defaults.maxBackoffMs,
    };
    let error: string | null = null;
    let permanent = false;
    // Only expired leases get here twice: a job that keeps killing its runner is given up on.
    const interrupted = job.attempts > policy.maxAttempts;
    if (interrupted) error = 'the job was interrupted too many times';
    else {
      try {
        if (!definition) throw new Error(`no handler for scheduled job kind ${job.kind}`);
        await runAgainOnLostRace(() => definition.run(deps(), job));
      } catch (caught) {
        error = failureText(caught);
        permanent = caught instanceof PermanentJobError;
      }
    }
    const j = scheduledJobs;
    const mine = and(eq(j.id, job.id), eq(j.status, 'running'), eq(j.attempts, job.attempts));
    const at = now();
    if (error === null) {
      await db.update(j).set({ status: 'done', doneAt: at, lockedUntil: null, lastError: null }).where(mine);
      return;
    }
    const giveUp = permanent || interrupted || job.attempts >= policy.maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(at.getTime() + backoffMs(job.attempts, policy.backoffBaseMs, policy.maxBackoffMs));
    const failure = { error, retryAt };
    const record = (tx: Tx) =>
      tx
        .update(j)
        .set(
          retryAt
            ? { status: 'pending', lastError: error, lockedUntil: retryAt }
            : { status: 'failed', lockedUntil: null, lastError: error },
        )
        .where(mine)
        .returning({ id: j.id });
    const onFailure = definition?.onFailure;
    if (onFailure)
      await db.transaction(async (tx) => {
        if ((await record(tx)).length > 0) await onFailure(deps(), tx, job, failure);
      });
    else await record(db);
    if (giveUp) log.error({ jobId: job.id, kind: job.kind, error }, 'scheduled job failed');
  }

  /** One pass of one lane: claims its due jobs (at most `batch`), runs them, records each outcome. */
  async function pass(lane: Lane): Promise<number> {
    const jobs = await claim(lane.kinds);
    await Promise.all(jobs.map((job) => run(job).catch((error) => log.error({ err: error, jobId: job.id }))));
    return jobs.length;
  }

  async function runDue(): Promise<number> {
    const handled = await Promise.all([...lanes.values()].map(pass));
    return handled.reduce((sum, n) => sum + n, 0);
  }

  /**
   * Runs each lane's passes until nothing is due (a lane goes on while its batches are full). A poll during a lane's
   * run is skipped; a NOTIFY (`woken`) during it makes one more pass, since its work committed after the claim.
   */
  function tick(woken = false) {
    for (const lane of lanes.values()) {
      if (stopped) return;
      if (lane.running) {
        lane.again ||= woken;
        continue;
      }
      lane.running = (async () => {
        try {
          let handled: number;
          do {
            lane.again = false;
            handled = await pass(lane);
          } while (!stopped && (lane.again || handled === batch));
        } catch (error) {
          log.error({ err: error }, 'scheduler pass failed; retrying at the next poll');
        } finally {
          lane.running = null;
        }
      })();
    }
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
      const wake = () => tick(true);
      for (const channel of options.wakeOn ?? []) {
        try {
          unlisten.push(await database.listen(channel, wake, wake));
        } catch (error) {
          log.error({ err: error }, `LISTEN ${channel} failed; the scheduler polls only`);
        }
      }
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(unlisten.map((stopListening) => stopListening().catch(() => {})));
      unlisten = [];
      // Let the jobs in flight finish and record their outcome.
      await Promise.all([...lanes.values()].map((lane) => lane.running));
    },
  };
}
