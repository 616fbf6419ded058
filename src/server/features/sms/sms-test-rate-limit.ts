import { and, count, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const BUCKET = 'sms_test';
const MAX = 10;
const WINDOW_MS = 60 * 60 * 1000;

/** Test texts cost money and can reach any number: a manager gets 10 an hour (across instances). */
export async function checkSmsTestRateLimit(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, BUCKET),
        eq(rateLimitHits.key, userId),
        gt(rateLimitHits.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
  if ((row?.n ?? 0) >= MAX)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many test messages. Please try again in an hour.', {
      retryAfterSeconds: 3600,
    });
  await ctx.db.insert(rateLimitHits).values({ bucket: BUCKET, key: userId, createdAt: now });
}
