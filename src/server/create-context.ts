import { join } from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { scheduleWebhookBodyPurge } from './features/billing/webhook-body-purge';
import { jobHandlers } from './features/jobs';
import { scheduleMatchTraining } from './features/matching/train-match-model';
import { scheduleWageFloorRaise } from './features/shifts/raise-to-wage-floor';
import { createDevClock } from './lib/dev-clock';
import { disabledEmailProvider, disabledSmsProvider } from './messaging/disabled-providers';
import { logEmailProvider, logSmsProvider } from './messaging/log-providers';
import { OUTBOX_CHANNEL } from './messaging/outbox';
import { scheduleOutboxPurge } from './messaging/outbox-purge';
import type { EmailProvider, SmsProvider } from './messaging/providers';
import { createSmsService } from './messaging/sms-service';
import { smtpEmailProvider } from './messaging/smtp-email-provider';
import { twilioSmsProvider } from './messaging/twilio-sms-provider';
import { scheduleReconciliation } from './money/reconcile';
import { createOpenShiftsCache } from './open-shifts/open-shifts-cache';
import { paymentsForApp } from './payments/lazy-fake-payments';
import { createRealtimeHub } from './realtime/realtime-hub';
import { schedulePurge } from './scheduler/purge';
import { createScheduler } from './scheduler/scheduler';
import { diskAvatarStorage } from './storage/avatar-storage';

type Log = { info: (msg: string) => void; error: (obj: unknown, msg?: string) => void };

/**
 * docs/product/messaging.md ("Providers"): Twilio and SMTP when configured, else the `log` providers and the dev inbox; a channel
 * may be turned off (production has no `log` providers, config.ts refuses them).
 */
function providersFor(config: Config, database: Database): { sms: SmsProvider; email: EmailProvider } {
  const sms =
    config.smsProvider === 'twilio'
      ? twilioSmsProvider({
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.TWILIO_FROM!,
          apiBase: config.TWILIO_API_BASE,
        })
      : config.smsProvider === 'disabled'
        ? disabledSmsProvider
        : logSmsProvider(database.db);
  const email =
    config.emailProvider === 'smtp'
      ? smtpEmailProvider({ url: config.SMTP_URL!, from: config.MAIL_FROM })
      : config.emailProvider === 'disabled'
        ? disabledEmailProvider
        : logEmailProvider(database.db);
  return { sms, email };
}

/** Wires the services for one process (or one test). */
export function createContext(
  config: Config,
  database: Database,
  overrides: Partial<AppContext> = {},
): AppContext {
  const db = database.db;
  const { sms: smsProvider, email: emailProvider } = providersFor(config, database);
  // The fake (development, tests) dates its balance transactions on the app's clock, as the ledger is dated.
  const payments = paymentsForApp(config, () => ctx.now());
  let log: Log = { info: () => {}, error: () => {} };
  const ctx: AppContext = {
    config,
    database,
    db,
    now: () => new Date(),
    services: {
      avatars: diskAvatarStorage(join(config.DATA_DIR, 'uploads', 'avatars')),
      smsProvider,
      emailProvider,
      sms: createSmsService(db, smsProvider, { config, now: () => ctx.now() }),
      payments,
      realtime: createRealtimeHub(database, {
        onError: (error, message) => log.error({ err: error }, message),
      }),
      openShiftsCache: createOpenShiftsCache({
        database,
        ttlMs: config.OPEN_SHIFTS_CACHE_MS,
        now: () => ctx.now().getTime(),
        onError: (error, message) => log.error({ err: error }, message),
      }),
      // All background work (docs/decisions/015-scheduler.md), the outbox's delivery included: in this process on
      // PGlite as on PostgreSQL. `now` is read through ctx so a test's clock override reaches it too; a queued
      // message's NOTIFY wakes it, so delivery starts within milliseconds of the commit.
      scheduler: createScheduler({
        database,
        now: () => ctx.now(),
        handlers: jobHandlers,
        deps: () => ctx,
        wakeOn: [OUTBOX_CHANNEL],
      }),
      async start(logger) {
        log = logger;
        await ctx.services.realtime.start();
        await ctx.services.openShiftsCache.start();
        await ctx.services.scheduler.start(logger);
        // The scheduler's own daily purge of finished jobs (docs/decisions/015-scheduler.md, "Purge"); the next start
        // tries again if this one cannot.
        await schedulePurge(ctx).catch((error) =>
          logger.error({ err: error }, 'could not schedule the purge'),
        );
        // The outbox's hourly purge of sent and failed messages (docs/product/messaging.md, "The outbox").
        await scheduleOutboxPurge(ctx).catch((error) =>
          logger.error({ err: error }, 'could not schedule the outbox purge'),
        );
        // The daily emptying of provider webhook bodies past 30 days (docs/product/payments.md, "Webhooks").
        await scheduleWebhookBodyPurge(ctx).catch((error) =>
          logger.error({ err: error }, 'could not schedule the webhook body purge'),
        );
        // The daily reconciliation of the ledger with the payments provider (docs/product/payments.md).
        await scheduleReconciliation(ctx).catch((error) =>
          logger.error({ err: error }, 'could not schedule the ledger reconciliation'),
        );
        // The daily raise of shifts to a minimum wage that rose (docs/product/pricing.md, "Wage floors").
        await scheduleWageFloorRaise(ctx).catch((error) =>
          logger.error({ err: error }, 'could not schedule the wage floor raise'),
        );
        // The match model's daily training (docs/decisions/018-match-score.md, "Training").
        await scheduleMatchTraining(ctx).catch((error) =>
          logger.error({ err: error }, 'could not schedule the match training'),
        );
      },
      async stop() {
        await ctx.services.scheduler.stop();
        await ctx.services.realtime.stop();
        await ctx.services.openShiftsCache.stop();
        await Promise.all([smsProvider.close?.(), emailProvider.close?.(), payments.close()]);
      },
    },
    ...overrides,
  };
  // Outside production, the development clock moves whatever clock the context has (a test's too), so every reader
  // of ctx.now sees the moved time (docs/product/development-clock.md).
  if (!config.isProduction && !ctx.services.devClock) {
    const devClock = createDevClock();
    const base = ctx.now;
    ctx.now = () => devClock.shift(base());
    ctx.services.devClock = devClock;
  }
  return ctx;
}
