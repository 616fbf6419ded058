import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../shared/constants';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { isNumberOptedOut } from '../sms/opt-out';
import type { EmailProvider, SendResult, SmsProvider } from './providers';

export const OUTBOX_CHANNEL = 'tb_outbox';
export const OPTED_OUT_ERROR = 'recipient opted out';

export type OutboxWorkerOptions = {
  /** Rows claimed, and sent concurrently, per pass (25: about 400 e-mails/s to a local SMTP server). */
  batchSize?: number;
  /** A claimed row belongs to its worker this long; after that another worker may take it (crash recovery). */
  leaseMs?: number;
  /** How often due rows (retries, expired leases) are looked for; new rows also wake the worker via NOTIFY. */
  pollMs?: number;
  /** 20 by default: with the backoff below, about two hours of retries before a message is recorded failed. */
  maxAttempts?: number;
  /** Retry n waits backoffBaseMs * 2^(n-1), at most maxBackoffMs: 2, 4, 8 … 512 s, then every 10 min. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** Sent and failed rows are deleted this long after they were created; 30 days by default. */
  retentionMs?: number;
};

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

type Log = { info: (msg: string) => void; error: (obj: unknown, msg?: string) => void };

export interface OutboxWorker {
  start(log?: Log): Promise<void>;
  stop(): Promise<void>;
  /** Claims and delivers one batch; returns how many rows it handled. */
  runOnce(): Promise<number>;
}

type OutboxRow = typeof outbox.$inferSelect;

export function backoffMs(attempt: number, baseMs: number, maxMs = Number.POSITIVE_INFINITY): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the transactional outbox (docs/product/messaging.md, "The outbox"). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two instances never take the same row, and a row whose worker
 * died mid-send is taken again once its lease runs out. A settle only applies to the claim that made it
 * (matched on the attempt number), so a worker that outlived its lease cannot overwrite a newer outcome.
 */
export function createOutboxWorker(deps: {
  database: Database;
  sms: SmsProvider;
  email: EmailProvider;
  now: () => Date;
  options?: OutboxWorkerOptions;
}): OutboxWorker {
  const { database, sms, email, now } = deps;
  const { db } = database;
  const batchSize = deps.options?.batchSize ?? 25;
  const leaseMs = deps.options?.leaseMs ?? 60_000;
  const pollMs = deps.options?.pollMs ?? 1000;
  // An SMTP or SMS provider outage of an hour must not lose mail (found by the fault-injection tests).
  const maxAttempts = deps.options?.maxAttempts ?? 20;
  const backoffBaseMs = deps.options?.backoffBaseMs ?? 2000;
  const maxBackoffMs = deps.options?.maxBackoffMs ?? 10 * 60_000;
  const retentionMs = deps.options?.retentionMs ?? 30 * DAY_MS;
  let purgedAt = Number.NEGATIVE_INFINITY;

  let log: Log = { info: () => {}, error: () => {} };
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    const due = or(
      and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)),
      and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, at)),
    );
    const ids = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(due)
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: 'sending',
        lockedUntil: new Date(at.getTime() + leaseMs),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, ids))
      .returning();
  }

  async function send(row: OutboxRow): Promise<SendResult> {
    if (row.channel === 'sms') {
      if (await isNumberOptedOut(db, row.recipient, row.userId))
        return { ok: false, error: OPTED_OUT_ERROR, retryable: false };
      return sms.send(row.recipient, row.body);
    }
    return email.send({
      to: row.recipient,
      subject: row.subject ?? PRODUCT_NAME,
      text: row.body,
      ...(row.html ? { html: row.html } : {}),
      ...(row.attachments.length > 0 ? { attachments: row.attachments } : {}),
    });
  }

  async function deliver(row: OutboxRow) {
    let result: SendResult;
    try {
      // Only leases that ran out get here: a message that keeps killing its worker is given up on.
      result =
        row.attempts > maxAttempts
          ? { ok: false, error: 'delivery was interrupted too many times', retryable: false }
          : await send(row);
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error), retryable: true };
    }
    const mine = and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));
    const at = now();
    // A delivered (or abandoned) reset link is no use to anyone but someone reading the table.
    const cleared = row.sensitive ? { body: '' } : {};
    if (result.ok) {
      await db
        .update(outbox)
        .set({
          status: 'sent',
          providerId: result.providerId,
          sentAt: at,
          lockedUntil: null,
          lastError: null,
          ...cleared,
        })
        .where(mine);
      return;
    }
    const giveUp = !result.retryable || row.attempts >= maxAttempts;
    await db
      .update(outbox)
      .set(
        giveUp
          ? { status: 'failed', lockedUntil: null, lastError: result.error, ...cleared }
          : {
              status: 'pending',
              lockedUntil: null,
              lastError: result.error,
              nextAttemptAt: new Date(at.getTime() + backoffMs(row.attempts, backoffBaseMs, maxBackoffMs)),
            },
      )
      .where(mine);
    if (giveUp)
      log.error({ outboxId: row.id, channel: row.channel, error: result.error }, 'outbox message failed');
  }

  /**
   * At most hourly, on the worker's clock: finished rows past the retention period go.
   * Each condition is served by an index (outbox_sent_idx, outbox_due_idx). A failure is logged and never
   * holds up delivery.
   */
  async function purgeFinished() {
    const at = now().getTime();
    if (at - purgedAt < HOUR_MS) return;
    purgedAt = at;
    const cutoff = new Date(at - retentionMs);
    try {
      await db
        .delete(outbox)
        .where(
          or(
            and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoff)),
            and(eq(outbox.status, 'failed'), lt(outbox.nextAttemptAt, cutoff)),
          ),
        );
    } catch (error) {
      log.error({ err: error }, 'outbox purge failed; retrying in an hour');
    }
  }

  async function runOnce(): Promise<number> {
    await purgeFinished();
    const rows = await claim();
    await Promise.all(
      rows.map((row) => deliver(row).catch((error) => log.error({ err: error, outboxId: row.id }))),
    );
    return rows.length;
  }

  /** Runs batches until nothing is due; a wake-up during a run triggers one more pass. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        let handled: number;
        do {
          again = false;
          handled = await runOnce();
        } while (!stopped && (again || handled === batchSize));
      } catch (error) {
        log.error({ err: error }, 'outbox worker pass failed; retrying at the next poll');
      } finally {
        running = null;
      }
    })();
  }

  return {
    runOnce,
    async start(logger) {
      if (logger) log = logger;
      stopped = false;
      try {
        unlisten = await database.listen(OUTBOX_CHANNEL, wake, wake);
      } catch (error) {
        log.error({ err: error }, 'outbox LISTEN failed; polling only');
      }
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.().catch(() => {});
      unlisten = null;
      // Let the sends in flight finish and record their outcome.
      await running;
    },
  };
}
