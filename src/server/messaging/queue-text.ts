import { isUuid } from '../../shared/uuid';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { type RateLimit, takeRateLimit } from '../lib/rate-limiter';
import { recordAccountFlag } from '../trust/record-flag';
import { enqueueMessage, type Tx } from './outbox';
import { dailyLimitMessage, type SmsCapConfig, smsDailyLimits } from './sms-service';

/** A transaction that can open a savepoint: the caps are taken inside the change that causes the text. */
export type TextTx = Tx & Pick<Db, 'transaction'>;

export type QueuedText =
  | { queued: true; outboxId: number }
  /** Nothing queued: `reason` says why, for the in-app notice's record (`data.textNotSent`). */
  | { queued: false; reason: string };

/**
 * Queues a notification text in the outbox, in the transaction of the change that causes it, after taking the same
 * daily caps as a text sent now (`smsDailyLimits`: platform, the causing account, the receiving number) and any
 * `limits` of the caller (docs/product/sms.md, "Daily caps"; ADR 006). The caps are taken in a savepoint of `tx`:
 * their locks are held until it commits, and a rolled-back change gives its hits back. Past a cap nothing is
 * queued; the caller's in-app notice is then the only one, and it records the reason. STOP, consent and
 * verification are checked again by the outbox's delivery at sending (outbox-delivery.ts).
 */
export async function queueText(
  tx: TextTx,
  deps: { config: Pick<Config, keyof SmsCapConfig>; now: Date },
  text: { to: string; body: string; userId: string; senderId: string; limits?: RateLimit[] },
): Promise<QueuedText> {
  const limits = [
    ...smsDailyLimits(deps.config, { to: text.to, sender: text.senderId }),
    ...(text.limits ?? []),
  ];
  const limit = await takeRateLimit(tx, limits, deps.now);
  if (!limit.ok) {
    const reason = dailyLimitMessage(limit.retryAfterSeconds);
    // The staff's 'Flagged accounts' queue, as for a text sent now (sms-service.ts): only for a cap of the sender's
    // own, never for the receiving number's or the platform's.
    if (isUuid(text.senderId) && limit.full.some((full) => full.key === text.senderId))
      await recordAccountFlag(tx, { kind: 'sms_daily_cap', userId: text.senderId, detail: reason }, deps.now);
    return { queued: false, reason };
  }
  const outboxId = await enqueueMessage(tx, {
    channel: 'sms',
    recipient: text.to,
    body: text.body,
    userId: text.userId,
  });
  return { queued: true, outboxId };
}
