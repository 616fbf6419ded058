// A separate process running only the outbox's delivery (a scheduler with the delivery kind alone), so a test can
// kill it with SIGKILL mid-send.
// Env: TB_DATABASE_URL (PostgreSQL) or TB_DATA_DIR (PGlite directory), SMTP_URL, OUTBOX_LEASE_MS.
import { openDatabase } from '../../src/server/db/client';
import { logSmsProvider } from '../../src/server/messaging/log-providers';
import { smtpEmailProvider } from '../../src/server/messaging/smtp-email-provider';
import { deliveryScheduler } from './delivery-scheduler';

const database = await openDatabase({ url: process.env.TB_DATABASE_URL, dataDir: process.env.TB_DATA_DIR });
const email = smtpEmailProvider({
  url: process.env.SMTP_URL!,
  from: 'TalentBridge <no-reply@talentbridge.test>',
});
const worker = deliveryScheduler({
  database,
  sms: logSmsProvider(database.db),
  email,
  now: () => new Date(),
  leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 60_000),
  pollMs: 200,
});
await worker.start({
  info: () => {},
  error: (obj, msg) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
});
process.stdout.write('ready\n');

process.on('SIGTERM', async () => {
  await worker.stop();
  await email.close?.();
  await database.close();
  process.exit(0);
});
