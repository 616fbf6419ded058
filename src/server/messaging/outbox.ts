import type { Db } from '../db/client';
import { type EmailAttachment, type OutboxChannel, outbox, scheduledJobs } from '../db/schema';

/** An insert into `outbox` NOTIFYs this channel (drizzle/0001_realtime_notify.sql): it wakes the scheduler. */
export const OUTBOX_CHANNEL = 'tb_outbox';
/** The scheduler's job kind that sends one outbox row, its subject (outbox-delivery.ts). */
export const OUTBOX_DELIVERY_KIND = 'outbox-delivery';

/** A Drizzle transaction or the db itself: outbox rows are written inside the caller's transaction. */
export type Tx = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

export type OutgoingMessage = {
  channel: OutboxChannel;
  /** E.164 phone for sms, address for email. */
  recipient: string;
  subject?: string;
  /** The text (for an e-mail with `html`, its plain-text part). */
  body: string;
  /** An e-mail's HTML part, rendered by a maintained library (docs/decisions/016-booking-emails.md). */
  html?: string | null;
  /** E-mail attachments such as an .ics invite. */
  attachments?: EmailAttachment[];
  userId?: string | null;
  /** The body holds a secret (a reset or confirmation link): it is cleared once delivered. */
  sensitive?: boolean;
};

/**
 * Queues a message in the same transaction as the change that causes it (transactional outbox), with the job that
 * delivers it, due at once: the scheduler sends it with retries (outbox-delivery.ts); nothing is lost if the process
 * dies.
 */
export async function enqueueMessage(tx: Tx, message: OutgoingMessage): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      userId: message.userId ?? null,
      sensitive: message.sensitive ?? false,
    })
    .returning({ id: outbox.id, createdAt: outbox.createdAt });
  await scheduleDelivery(tx, row!.id, row!.createdAt);
  return row!.id;
}

/**
 * Schedules the delivery of outbox row `id` at `runAt`, in the caller's transaction. Written straight into
 * `scheduled_jobs` (as `scheduler.schedule` would) because a message is queued where no app context is at hand; the
 * same (row, time) twice is one job.
 */
export async function scheduleDelivery(tx: Tx, id: number, runAt: Date): Promise<void> {
  await tx
    .insert(scheduledJobs)
    .values({ kind: OUTBOX_DELIVERY_KIND, subjectId: String(id), runAt })
    .onConflictDoNothing();
}
