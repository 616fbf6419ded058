import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeRequests } from '../db/schema';

/** The open request the profile page shows as "Waiting for confirmation: new@… (sent …)". */
export async function pendingEmailChange(
  db: Pick<Db, 'select'>,
  userId: string,
  now: Date,
): Promise<{ email: string; sentAt: string } | null> {
  const [row] = await db
    .select({ email: emailChangeRequests.newEmail, createdAt: emailChangeRequests.createdAt })
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.userId, userId),
        isNull(emailChangeRequests.usedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return row ? { email: row.email, sentAt: row.createdAt.toISOString() } : null;
}
