import { count, eq, min } from 'drizzle-orm';
import { OPS_QUEUE_KEYS } from '../../../shared/domain/ops-queues';
import type { AppContext } from '../../context';
import { talentProfiles } from '../../db/schema';
import { QUEUE_DEFS } from './queues';

/**
 * The console's queues, counted from their tables (docs/product/operations.md, "Console" and "Queues"): each with
 * its open items and the time of the oldest; each has its own page (/ops/vetting, /ops/queues/<key>).
 */
export async function opsQueues(ctx: AppContext) {
  const { db } = ctx;
  // Vetting (docs/product/operations.md, "Vetting"): profiles in review, aged from their first submission.
  const [vetting] = await db
    .select({ n: count(), oldest: min(talentProfiles.vettingSubmittedAt) })
    .from(talentProfiles)
    .where(eq(talentProfiles.vettingStatus, 'in_review'));
  // The decidable queues (docs/product/operations.md, "Queues"): their open items, aged from the oldest.
  const decidable = await Promise.all(
    OPS_QUEUE_KEYS.map(async (key) => {
      const def = QUEUE_DEFS[key];
      const { n, oldest } = await def.count(ctx);
      return { key, label: def.label, count: n, oldestAt: oldest ? oldest.toISOString() : null };
    }),
  );
  return {
    queues: [
      {
        key: 'vetting',
        label: 'Vetting',
        count: Number(vetting?.n ?? 0),
        oldestAt: vetting?.oldest ? new Date(vetting.oldest).toISOString() : null,
      },
      ...decidable,
    ],
  };
}
