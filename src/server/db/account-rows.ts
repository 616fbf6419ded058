// A worker's talent profile and a business's manager account are keyed by their user's id (docs/product/accounts.md,
// "Roles and permissions"): the one place that knows how such an account row joins its user, for the reads of one
// person's account with the columns the caller names.
import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Role } from '../../shared/domain/roles';
import type { Db } from './client';
import { managerAccounts, talentProfiles, users } from './schema';

const ACCOUNT_TABLES = { talent: talentProfiles, manager: managerAccounts } as const;

/** The query below, typed by the caller's columns: both sides of the inner join are present in every row. */
type AccountQuery<T extends SelectedFields> = PgSelectBase<
  'users',
  T,
  'partial',
  Record<string, 'not-null'>,
  false,
  'where' | 'limit'
>;

/** One person's user row joined to their role's account row: at most one row, none when they have no such account. */
export function selectAccount<T extends SelectedFields>(
  db: Pick<Db, 'select'>,
  role: Exclude<Role, 'ops'>,
  userId: string,
  columns: T,
): AccountQuery<T> {
  const account = ACCOUNT_TABLES[role];
  const query = db
    .select(columns as SelectedFields)
    .from(users)
    .innerJoin(account, eq(account.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  // Drizzle cannot follow a join on a generic selection; the cast restores the caller's columns.
  return query as unknown as AccountQuery<T>;
}
