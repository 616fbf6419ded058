import type { Db } from '../db/client';
import { devMessages } from '../db/schema';
import type { EmailProvider, SmsProvider } from './providers';

/** Default when nothing is configured: the message is stored and shown on the development inbox page. */
export function logSmsProvider(db: Db): SmsProvider {
  return {
    name: 'log',
    async send(to, body) {
      const [row] = await db
        .insert(devMessages)
        .values({ channel: 'sms', recipient: to, body })
        .returning({ id: devMessages.id });
      return { ok: true, providerId: `log-sms-${row!.id}` };
    },
  };
}

export function logEmailProvider(db: Db): EmailProvider {
  return {
    name: 'log',
    async send(message) {
      const [row] = await db
        .insert(devMessages)
        .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: devMessages.id });
      return { ok: true, providerId: `log-email-${row!.id}` };
    },
  };
}
