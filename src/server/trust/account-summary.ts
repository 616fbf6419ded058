// One account as the console lists it (docs/product/operations.md, "Accounts"), and the staff's
// search by name, e-mail, phone or card number.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { toE164 } from '../../shared/phone';
import type { AccountSearchQuery } from '../../shared/schemas/ops-accounts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { managerAccounts, staffAccounts, talentProfiles, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';

/** The columns of an account summary; join talent_profiles, manager_accounts and staff_accounts. */
export const accountColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  phone: users.phone,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  suspendedBy: users.suspendedBy,
  talentName: talentProfiles.name,
  cardNumber: talentProfiles.cardNumber,
  firstName: managerAccounts.firstName,
  lastName: managerAccounts.lastName,
  companyName: managerAccounts.companyName,
  staffName: staffAccounts.name,
};

export type AccountRow = {
  id: string;
  role: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  suspendedBy: string | null;
  talentName: string | null;
  cardNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  staffName: string | null;
};

/** The accounts with these ids (or matching `where`), with their role's name fields. */
export function selectAccounts(db: Db | Tx) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .leftJoin(managerAccounts, eq(managerAccounts.userId, users.id))
    .leftJoin(staffAccounts, eq(staffAccounts.userId, users.id));
}

export function accountName(row: AccountRow): string {
  if (row.role === 'talent') return row.talentName ?? row.email;
  if (row.role === 'ops') return row.staffName ?? row.email;
  return `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email;
}

export function toAccountSummary(row: AccountRow) {
  return {
    id: row.id,
    role: row.role,
    name: accountName(row),
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    cardNumber: row.cardNumber,
    suspended: row.suspendedAt !== null,
  };
}

/** A LIKE prefix pattern of the lower-cased text, its wildcards escaped. */
function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids matching `q`, one index per branch (migration 0021): a prefix of the e-mail, the talent name or the
 * manager's first name, last name or company (lower-cased, text_pattern_ops); the phone in E.164, whatever format
 * was typed; the card number exactly. A UNION, so each branch uses its own index.
 */
function matchingIds(q: string) {
  const prefix = prefixPattern(q);
  const phone = toE164(q);
  const branches = [
    sql`select id from users where lower(email) like ${prefix}`,
    sql`select user_id from talent_profiles where lower(name) like ${prefix}`,
    sql`select user_id from talent_profiles where card_number = ${q}`,
    sql`select user_id from manager_accounts where lower(first_name) like ${prefix}`,
    sql`select user_id from manager_accounts where lower(last_name) like ${prefix}`,
    sql`select user_id from manager_accounts where lower(company_name) like ${prefix}`,
    sql`select user_id from staff_accounts where lower(name) like ${prefix}`,
  ];
  if (phone) branches.push(sql`select id from users where phone = ${phone}`);
  return sql.join(branches, sql` union `);
}

export async function searchAccounts(ctx: AppContext, query: AccountSearchQuery) {
  const rows = await selectAccounts(ctx.db)
    .where(sql`${users.id} in (${matchingIds(query.q)})`)
    .orderBy(desc(users.createdAt), users.id)
    .offset(query.offset)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    accounts: page.map(toAccountSummary),
    nextOffset: rows.length > query.limit ? query.offset + query.limit : null,
  };
}

/** Staff names by id (who suspended, who decided). */
export async function staffNames(db: Db | Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.userId, name: staffAccounts.name })
    .from(staffAccounts)
    .where(inArray(staffAccounts.userId, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
