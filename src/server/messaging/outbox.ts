import type { Db } from '../db/client';
import { type EmailAttachment, type OutboxChannel, outbox } from '../db/schema';

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
 * Queues a message in the same transaction as the change that causes it (transactional outbox).
 * The outbox worker delivers it with retries; nothing is lost if the process dies.
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
    .returning({ id: outbox.id });
  return row!.id;
}
