// Linked accounts (docs/product/trust.md, "Linked accounts"): a talent account and a manager account on one e-mail
// (any case) or on one phone number verified on both are taken for one person. Such a pair cannot book each other,
// their ratings of each other count in no average, and the operations team sees the pair in 'Flagged accounts'.
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { managerAccounts, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { recordAccountFlag } from './record-flag';

type Id = SQL | AnyColumn | string;

/** The condition on two users rows aliased `la` and `lb` (one e-mail, or one phone verified on both). */
const LINKED = sql.raw(
  `la.id <> lb.id and (lower(la.email) = lower(lb.email) or (la.phone = lb.phone and la.phone_verified_at is not null and lb.phone_verified_at is not null))`,
);

/** SQL, true when the two user ids name linked accounts. */
export const linkedAccountsSql = (a: Id, b: Id): SQL<boolean> =>
  sql`exists (select 1 from users la, users lb where la.id = ${a} and lb.id = ${b} and ${LINKED})`;

/** How the two accounts are linked: 'e-mail address', 'verified phone number', or null when they are not. */
export async function linkOf(db: Db | Tx, a: string, b: string): Promise<string | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select lower(la.email) = lower(lb.email) as same_email
      from users la, users lb where la.id = ${a} and lb.id = ${b} and ${LINKED}`),
  );
  if (!row) return null;
  return row.same_email ? 'e-mail address' : 'verified phone number';
}

/**
 * Records the pair in the staff's 'Flagged accounts' queue (one open item per talent account): the talent account is
 * the item's subject, the detail names the manager account and what was refused or left out.
 */
export async function flagLinkedAccounts(
  db: Db | Tx,
  pair: { talentId: string; managerId: string; link: string; what: string },
  now: Date,
) {
  const [manager] = await db
    .select({ email: users.email, company: managerAccounts.companyName })
    .from(users)
    .leftJoin(managerAccounts, eq(managerAccounts.userId, users.id))
    .where(eq(users.id, pair.managerId))
    .limit(1);
  const business = manager?.company
    ? `${manager.company} (manager account ${pair.managerId}, ${manager.email})`
    : `manager account ${pair.managerId}`;
  await recordAccountFlag(
    db,
    {
      kind: 'linked_accounts',
      userId: pair.talentId,
      detail: `This talent account shares its ${pair.link} with ${business}: ${pair.what}`,
    },
    now,
  );
}
