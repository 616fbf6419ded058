import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devMessages } from '../db/schema';
import type { EmailProvider, SmsProvider } from './providers';

/** Default when nothing is configured: the message is stored and shown on the development inbox page. */
export function logSmsProvider(db: Db): SmsProvider {
  return {
    name: 'log',
    async send(to, body, options) {
      const idempotencyKey = options?.idempotencyKey ?? null;
      // A key seen before stores nothing new, as Twilio would not send again.
      const [row] = await db
        .insert(devMessages)
        .values({ channel: 'sms', recipient: to, body, idempotencyKey })
        .onConflictDoNothing()
        .returning({ id: devMessages.id });
      if (row) return { ok: true, providerId: `log-sms-${row.id}` };
      const [earlier] = await db
        .select({ id: devMessages.id })
        .from(devMessages)
        .where(eq(devMessages.idempotencyKey, idempotencyKey!))
        .limit(1);
      return { ok: true, providerId: `log-sms-${earlier?.id}` };
    },
  };
}

export function logEmailProvider(db: Db): EmailProvider {
  return {
    name: 'log',
    async send(message) {
      const [row] = await db
        .insert(devMessages)
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          attachments: message.attachments ?? [],
        })
        .returning({ id: devMessages.id });
      return { ok: true, providerId: `log-email-${row!.id}` };
    },
  };
}
