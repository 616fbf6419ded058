import { and, eq, lte, or, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../shared/constants';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import {
  type JobDefinition,
  type JobFailure,
  PermanentJobError,
  type RetryPolicy,
  type ScheduledJob,
} from '../scheduler/scheduler';
import { isNumberOptedOut } from '../sms/opt-out';
import type { Tx } from './outbox';
import type { EmailProvider, SendResult, SmsProvider } from './providers';

export const OPTED_OUT_ERROR = 'recipient opted out';

/**
 * 20 attempts, waiting 2, 4, 8 … 512 s and then every 10 minutes: about two hours of retries before a message is
 * recorded failed, so a provider outage of an hour loses nothing (found by the fault-injection tests).
 */
export const OUTBOX_RETRY: RetryPolicy = { maxAttempts: 20, backoffBaseMs: 2000, maxBackoffMs: 10 * 60_000 };

/** What delivering needs of the app context. */
export type DeliveryDeps = {
  db: Db;
  now: () => Date;
  services: { smsProvider: SmsProvider; emailProvider: EmailProvider };
};

type OutboxRow = typeof outbox.$inferSelect;

/** A delivered or abandoned reset link is no use to anyone but someone reading the table. */
const bodyKeptUnlessSensitive = sql`CASE WHEN ${outbox.sensitive} THEN '' ELSE ${outbox.body} END`;

async function send(deps: DeliveryDeps, row: OutboxRow): Promise<SendResult> {
  const idempotencyKey = row.idempotencyKey;
  if (row.channel === 'sms') {
    if (await isNumberOptedOut(deps.db, row.recipient, row.userId))
      return { ok: false, error: OPTED_OUT_ERROR, retryable: false };
    return deps.services.smsProvider.send(row.recipient, row.body, { idempotencyKey });
  }
  return deps.services.emailProvider.send({
    to: row.recipient,
    subject: row.subject ?? PRODUCT_NAME,
    text: row.body,
    idempotencyKey,
    ...(row.html ? { html: row.html } : {}),
    ...(row.attachments.length > 0 ? { attachments: row.attachments } : {}),
  });
}

/**
 * Sends the outbox row the job is about (docs/decisions/015-scheduler.md, "The outbox's delivery"). The row is
 * taken first, in a statement of its own (`sending`, one more attempt, under the job's lease), so it is taken only
 * from `pending` or from a send whose lease ran out: a second runner, or a worker of an older version during a
 * rolling deploy, never sends it at the same time. The provider gets the row's idempotency key, so Twilio answers the
 * send that follows a crash after it accepted the text instead of sending it again (SMTP has no such key: the e-mail
 * keeps its Message-ID; ADR 006). Success is recorded here; a failure is thrown, and the scheduler records it on the
 * job and, through `onFailure`, on the row.
 */
async function deliver(deps: DeliveryDeps, job: ScheduledJob): Promise<void> {
  const id = Number(job.subjectId);
  const [row] = await deps.db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedUntil: job.lockedUntil })
    .where(
      and(
        eq(outbox.id, id),
        or(
          eq(outbox.status, 'pending'),
          and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, deps.now())),
        ),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await deps.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
    if (current?.status === 'sending') throw new Error('the message is being sent under another lease');
    return; // sent, failed, dropped or purged meanwhile: nothing to send
  }
  let result: SendResult;
  try {
    result = await send(deps, row);
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error), retryable: true };
  }
  if (!result.ok) throw result.retryable ? new Error(result.error) : new PermanentJobError(result.error);
  // Only the attempt that took the row may settle it: one that outlived its lease writes nothing.
  await deps.db
    .update(outbox)
    .set({
      status: 'sent',
      providerId: result.providerId,
      sentAt: deps.now(),
      lockedUntil: null,
      lastError: null,
      body: bodyKeptUnlessSensitive,
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)));
}

/**
 * A failed attempt on the row, as the scheduler records it on the job: `pending` again until the job's retry, or
 * `failed` with the provider's error once the job is given up. Only a row this job holds (pending, under this job's
 * lease, or under one that ran out) is touched, never one another sender holds.
 */
async function recordFailure(deps: DeliveryDeps, tx: Tx, job: ScheduledJob, failure: JobFailure) {
  const held = or(
    eq(outbox.status, 'pending'),
    and(
      eq(outbox.status, 'sending'),
      or(
        job.lockedUntil ? eq(outbox.lockedUntil, job.lockedUntil) : undefined,
        lte(outbox.lockedUntil, deps.now()),
      ),
    ),
  );
  await tx
    .update(outbox)
    .set(
      failure.retryAt
        ? { status: 'pending', lockedUntil: null, lastError: failure.error, nextAttemptAt: failure.retryAt }
        : { status: 'failed', lockedUntil: null, lastError: failure.error, body: bodyKeptUnlessSensitive },
    )
    .where(and(eq(outbox.id, Number(job.subjectId)), held));
}

/**
 * The scheduler's job kind that delivers one outbox row (registered in features/jobs.ts), in a lane of its own: a
 * stalled SMTP server holds up messages for up to its timeout, not the offers and reminders that fall due meanwhile.
 */
export const outboxDelivery = {
  run: deliver,
  retry: OUTBOX_RETRY,
  onFailure: recordFailure,
  lane: 'outbox',
} satisfies JobDefinition<DeliveryDeps>;
