import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { DevClock } from './lib/dev-clock';
import type { EmailProvider, SmsProvider } from './messaging/providers';
import type { SmsService } from './messaging/sms-service';
import type { OpenShiftsCache } from './open-shifts/open-shifts-cache';
import type { PaymentsPort } from './payments/payments-port';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { Scheduler } from './scheduler/scheduler';
import type { AvatarStorage } from './storage/avatar-storage';

/**
 * What every route and use-case may reach. Built once in main.ts (or per test) and passed to buildApp;
 * later layers (messaging, realtime, storage) hang their services here.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  now: () => Date;
  services: AppServices;
};

/** Adapters to the outside world; each later layer adds its own here. */
export interface AppServices {
  avatars: AvatarStorage;
  smsProvider: SmsProvider;
  emailProvider: EmailProvider;
  /** Direct SMS (send now, know the answer); asynchronous messages go through the outbox instead. */
  sms: SmsService;
  /** Open Server-Sent Events streams of this process, fed by LISTEN/NOTIFY (`GET /api/events`). */
  realtime: RealtimeHub;
  /** Anonymous open-shifts pages, emptied on every shift change (started by `start`). */
  openShiftsCache: OpenShiftsCache;
  /**
   * Runs background work when it falls due, on the injected clock: time-based work and the outbox's delivery
   * (started by `start`).
   */
  scheduler: Scheduler;
  /**
   * The payments provider behind its port (docs/decisions/023-payments-port.md): Stripe, the disabled provider, or
   * in development and tests the project's fake, started in this process on first use and closed by `stop`.
   * `deliverEventsTo` points the fake's signed events at the app's own webhook route (main.ts, once listening).
   */
  payments: PaymentsPort & { deliverEventsTo?: (url: string) => void };
  /**
   * 'Move time' (docs/product/development-clock.md): the offset `now` carries outside production; absent in
   * production, where the clock is never moved.
   */
  devClock?: DevClock;
  /** Background work (scheduler, realtime bridge) started after the app is built. */
  start?: (log: {
    info: (msg: string) => void;
    error: (obj: unknown, msg?: string) => void;
  }) => Promise<void>;
  stop?: () => Promise<void>;
}
