import { usPhoneProblem } from '../../shared/phone';
import { isUuid } from '../../shared/uuid';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { directTexts } from '../db/schema';
import { type RateLimit, takeRateLimit } from '../lib/rate-limiter';
import { mayTextNumber, type SmsPurpose } from '../sms/opt-out';
import { recordAccountFlag } from '../trust/record-flag';
import type { SendResult, SmsProvider } from './providers';

export type DirectSmsResult =
  | { status: 'sent'; providerId: string }
  /** `uncertain`: the provider may have accepted it anyway (a timeout after the request went out). */
  | { status: 'failed'; error: string; uncertain?: boolean }
  /**
   * Nothing was sent: the number replied STOP (docs/product/sms.md), or the account never agreed to texts or has not
   * verified this phone.
   */
  | { status: 'opted_out' }
  /** Nothing was sent: a daily cap is used up. */
  | { status: 'limited'; error: string; retryAfterSeconds: number };

export type SendNowInput = {
  to: string;
  body: string;
  userId?: string | null;
  purpose?: SmsPurpose;
  /** The account whose action sends the text; its daily cap is used (default: `userId`). */
  senderId?: string | null;
  /** Further caps taken together with the daily ones, e.g. offers per number. */
  limits?: RateLimit[];
  /** Passed to the provider: a retry with the same key sends nothing new. */
  idempotencyKey?: string;
};

/**
 * Sends one SMS now and reports the provider's answer, for actions that must know before they commit
 * (select-and-contact, the SMS test card, phone verification). Every direct text passes here, so this is where
 * the rules that protect recipients and our bill are enforced: US numbers only, STOP, consent on a verified
 * phone, and the per-account and platform-wide daily caps.
 */
export interface SmsService {
  sendNow(input: SendNowInput): Promise<DirectSmsResult>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function dailyLimitMessage(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `The daily limit on text messages has been reached. Try again in about ${hours} hour${hours === 1 ? '' : 's'}.`;
}

export type SmsCapConfig = Pick<
  Config,
  'SMS_DAILY_CAP_PER_ACCOUNT' | 'SMS_DAILY_CAP_PER_NUMBER' | 'SMS_DAILY_CAP_PLATFORM'
>;

/**
 * The daily caps every text takes, sent now or queued (messaging/queue-text.ts): platform-wide, per account that
 * causes it, and, for notifications, per number that receives it (a worker favourited by many managers is not
 * texted all day; ADR 012). Codes and the test card have their own per-number limits.
 */
export function smsDailyLimits(
  config: SmsCapConfig,
  text: { to: string; sender: string; purpose?: SmsPurpose },
): RateLimit[] {
  const limits: RateLimit[] = [
    { bucket: 'sms_day_platform', key: 'all', max: config.SMS_DAILY_CAP_PLATFORM, windowMs: DAY_MS },
    { bucket: 'sms_day_account', key: text.sender, max: config.SMS_DAILY_CAP_PER_ACCOUNT, windowMs: DAY_MS },
  ];
  if ((text.purpose ?? 'notification') === 'notification')
    limits.push({
      bucket: 'sms_day_number',
      key: text.to,
      max: config.SMS_DAILY_CAP_PER_NUMBER,
      windowMs: DAY_MS,
    });
  return limits;
}

/**
 * Records a text handed to the provider (direct_texts): a direct text passes no outbox, and the staff's account page
 * and the metrics count it (docs/product/operations.md, "Accounts", "Metrics"). Never the body. A retry under the
 * same key (a reminder after an uncertain answer) is the same text: its row takes the new outcome.
 */
async function recordDirectText(db: Db, input: SendNowInput, result: SendResult, now: Date): Promise<void> {
  const outcome = {
    status: result.ok ? 'sent' : result.uncertain ? 'uncertain' : 'failed',
    providerId: result.ok ? result.providerId : null,
    error: result.ok ? null : result.error,
  } as const;
  const userId = input.userId && isUuid(input.userId) ? input.userId : null;
  await db
    .insert(directTexts)
    .values({
      userId,
      recipient: input.to,
      purpose: input.purpose ?? 'notification',
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
      ...outcome,
    })
    .onConflictDoUpdate({ target: directTexts.idempotencyKey, set: outcome });
}

export function createSmsService(
  db: Db,
  provider: SmsProvider,
  deps: { config: SmsCapConfig; now: () => Date },
): SmsService {
  return {
    async sendNow(input) {
      const { to, body } = input;
      // Defence in depth behind the form rules: a stored or typed number outside the US is
      // never texted, whoever calls.
      const problem = usPhoneProblem(to);
      if (problem) return { status: 'failed', error: problem };
      if (!(await mayTextNumber(db, to, input))) return { status: 'opted_out' };

      const sender = input.senderId ?? input.userId ?? `number:${to}`;
      const limits = [
        ...smsDailyLimits(deps.config, { to, sender, purpose: input.purpose }),
        ...(input.limits ?? []),
      ];
      const limit = await takeRateLimit(db, limits, deps.now());
      if (!limit.ok) {
        // For the staff's 'Flagged accounts' queue (docs/product/operations.md, "Queues"): an account's texts over
        // a daily cap of its own, one open flag per account. A cap of the recipient's number (or the platform's) is
        // not the sender's doing, so it flags nobody.
        const accountId = input.senderId ?? input.userId;
        const sendersOwn = limit.full.some((full) => full.key === sender || full.key === accountId);
        if (sendersOwn && accountId && isUuid(accountId))
          await recordAccountFlag(
            db,
            { kind: 'sms_daily_cap', userId: accountId, detail: dailyLimitMessage(limit.retryAfterSeconds) },
            deps.now(),
          );
        return {
          status: 'limited',
          error: dailyLimitMessage(limit.retryAfterSeconds),
          retryAfterSeconds: limit.retryAfterSeconds,
        };
      }

      const result = await provider.send(to, body, { idempotencyKey: input.idempotencyKey });
      await recordDirectText(db, input, result, deps.now());
      if (result.ok) return { status: 'sent', providerId: result.providerId };
      return result.uncertain
        ? { status: 'failed', error: result.error, uncertain: true }
        : { status: 'failed', error: result.error };
    },
  };
}
