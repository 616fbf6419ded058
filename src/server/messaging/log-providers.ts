import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devMessages } from '../db/schema';
import type { EmailProvider, SmsProvider } from './providers';

type DevMessage = typeof devMessages.$inferInsert;

/**
 * Stores a message for the development inbox and returns its id. A key seen before stores nothing new and answers
 * with the earlier message, as Twilio would not send again.
 */
async function store(db: Db, message: DevMessage): Promise<number | undefined> {
  const [row] = await db
    .insert(devMessages)
    .values(message)
    .onConflictDoNothing()
    .returning({ id: devMessages.id });
  if (row) return row.id;
  const [earlier] = await db
    .select({ id: devMessages.id })
    .from(devMessages)
    .where(eq(devMessages.idempotencyKey, message.idempotencyKey!))
    .limit(1);
  return earlier?.id;
}

/** Default when nothing is configured: the message is stored and shown on the development inbox page. */
export function logSmsProvider(db: Db): SmsProvider {
  return {
    name: 'log',
    async send(to, body, options) {
      const idempotencyKey = options?.idempotencyKey ?? null;
      const id = await store(db, { channel: 'sms', recipient: to, body, idempotencyKey });
      return { ok: true, providerId: `log-sms-${id}` };
    },
  };
}

export function logEmailProvider(db: Db): EmailProvider {
  return {
    name: 'log',
    async send(message) {
      const id = await store(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
        idempotencyKey: message.idempotencyKey ?? null,
      });
      return { ok: true, providerId: `log-email-${id}` };
    },
  };
}
