// The outbox's delivery tests against a real SMTP server and a fake Twilio API: `startOutboxSuite` starts
// both and a test context wired to them before the file's tests. As in tests/e2e/support/harness.ts, `ctx`, `smtp`
// and `twilio` are ES module live bindings, read once `beforeAll` has assigned them. `worker()` is a scheduler that
// runs only the delivery kind (delivery-scheduler.ts): the scheduler is what delivers the outbox.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { outbox, scheduledJobs } from '../../src/server/db/schema';
import { enqueueMessage, type OutgoingMessage } from '../../src/server/messaging/outbox';
import type { SmsProvider } from '../../src/server/messaging/providers';
import { twilioSmsProvider } from '../../src/server/messaging/twilio-sms-provider';
import { deliveryScheduler } from './delivery-scheduler';
import { startFakeTwilio } from './fake-twilio';
import { startSmtpSink } from './smtp-sink';
import { createTestContext, type TestContext } from './test-context';

export const SID = 'AC00000000000000000000000000000001';
export const TOKEN = 'test-auth-token';
export const FROM = '+12025550100';

export let ctx: TestContext;
export let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
export let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

export function startOutboxSuite() {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    twilio = await startFakeTwilio();
    ctx = await createTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'TalentBridge <no-reply@talentbridge.test>',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_BASE: twilio.url,
    });
  });
  afterAll(async () => {
    await ctx.cleanup();
    await smtp.close();
    await twilio.close();
  });
  beforeEach(async () => {
    // DB defaults stamp rows with the database's clock; start the test clock just after it.
    ctx.clock.now = new Date(Date.now() + 1000);
    smtp.behave(() => 'accept');
    twilio.behave(() => 'ok');
  });
  afterEach(async () => {
    // Every test starts from an empty outbox, and no delivery jobs, so workers only see their own rows.
    await ctx.db.delete(outbox);
    await ctx.db.delete(scheduledJobs);
    smtp.messages.length = 0;
    twilio.requests.length = 0;
    twilio.accepted.length = 0;
  });
}

export const advance = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now!.getTime() + ms);
};
export const enqueue = (message: OutgoingMessage) => ctx.db.transaction((tx) => enqueueMessage(tx, message));
export const row = async (id: number) => (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
export const worker = (
  overrides: { sms?: SmsProvider; leaseMs?: number; pollMs?: number; maxAttempts?: number } = {},
) =>
  deliveryScheduler({
    database: ctx.database,
    sms: overrides.sms ?? ctx.services.smsProvider,
    email: ctx.services.emailProvider,
    now: ctx.now,
    leaseMs: overrides.leaseMs ?? 60_000,
    pollMs: overrides.pollMs ?? 1000,
    retry: { maxAttempts: overrides.maxAttempts },
  });

/** The fake Twilio through a provider that stops waiting for its answer after `timeoutMs`. */
export const impatientTwilio = (timeoutMs: number) =>
  twilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: twilio.url, timeoutMs });

/** What a runner that died mid-send leaves behind: the row and its delivery job, both under its lease. */
export async function leftByDeadRunner(id: number, lease: { attempts: number; lockedUntil: Date }) {
  await ctx.db
    .update(outbox)
    .set({ status: 'sending', ...lease })
    .where(eq(outbox.id, id));
  await ctx.db
    .update(scheduledJobs)
    .set({ status: 'running', ...lease })
    .where(eq(scheduledJobs.subjectId, String(id)));
}
