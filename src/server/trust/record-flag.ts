// docs/product/operations.md, "Queues": an abuse limit that trips records an account flag for the
// staff's queue — at most one open flag per kind and subject (user or address), so a burst is one item, not hundreds.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountFlags } from '../db/schema';

export type NewFlag = {
  kind: 'signup_burst' | 'sms_daily_cap' | 'linked_accounts';
  userId?: string | null;
  ip?: string | null;
  detail: string;
};

export async function recordAccountFlag(db: Pick<Db, 'select' | 'insert'>, flag: NewFlag, now: Date) {
  const subject: SQL | undefined = flag.userId
    ? eq(accountFlags.userId, flag.userId)
    : flag.ip
      ? eq(accountFlags.ip, flag.ip)
      : undefined;
  if (!subject) return;
  const [existing] = await db
    .select({ id: accountFlags.id })
    .from(accountFlags)
    .where(and(eq(accountFlags.kind, flag.kind), eq(accountFlags.status, 'open'), subject))
    .limit(1);
  if (existing) return;
  await db.insert(accountFlags).values({
    kind: flag.kind,
    userId: flag.userId ?? null,
    ip: flag.ip ?? null,
    detail: flag.detail,
    createdAt: now,
  });
}
