// Outbox throughput (the figure, part of `npm run bench`): e-mails queued in one
// transaction, then delivered by the scheduler's delivery jobs to a local SMTP server (tests/support/smtp-sink.ts),
// timed from the scheduler's start until every row is 'sent'.
import { count, eq } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { logSmsProvider } from '../../src/server/messaging/log-providers';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { smtpEmailProvider } from '../../src/server/messaging/smtp-email-provider';
import { deliveryScheduler } from '../../tests/support/delivery-scheduler';
import { startSmtpSink } from '../../tests/support/smtp-sink';

export type OutboxResult = { messages: number; seconds: number; perSecond: number };

/** Delivers `messages` e-mails through the outbox of the (migrated) database that `options` opens. */
export async function measureOutbox(options: DatabaseOptions, messages: number): Promise<OutboxResult> {
  const smtp = await startSmtpSink();
  const database = await openDatabase(options);
  const email = smtpEmailProvider({ url: smtp.url, from: 'TalentBridge <bench@talentbridge.test>' });
  const worker = deliveryScheduler({
    database,
    sms: logSmsProvider(database.db),
    email,
    now: () => new Date(),
  });
  try {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < messages; i++)
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: `bench.outbox.${i}@example.com`,
          subject: `Bench ${i}`,
          body: 'x',
        });
    });
    const started = performance.now();
    await worker.start();
    for (;;) {
      const [row] = await database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent'));
      if ((row?.n ?? 0) >= messages) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    if (smtp.messages.length !== messages)
      throw new Error(`the SMTP server received ${smtp.messages.length} of ${messages} e-mails`);
    return { messages, seconds, perSecond: messages / seconds };
  } finally {
    await worker.stop();
    await email.close?.();
    await database.close();
    await smtp.close();
  }
}
