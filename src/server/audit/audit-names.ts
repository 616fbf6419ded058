// The names beside the ids of audit entries (docs/product/operations.md, "Audit log"): who acted, and whom the entry
// is about. An entry names its subject by the row it changed; for these kinds that row is a person's account or
// points at one, so staff read "Ana Lopez" rather than a uuid. The ids stay beside the names (they are the filters).
import { inArray } from 'drizzle-orm';
import { isUuid } from '../../shared/uuid';
import type { Db } from '../db/client';
import { accountFlags, appeals, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { accountName, selectAccounts } from '../trust/account-summary';

type Entry = { actorId: string | null; targetKind: string; targetId: string };

/** The kinds whose target is an account itself. */
const ACCOUNT_KINDS = new Set(['user', 'talent_profile']);

/** For kinds whose target row belongs to one account, that account's id by the row's id. */
async function ownersOf(db: Db | Tx, entries: Entry[]): Promise<Map<string, string>> {
  const idsOf = (kind: string) => [
    ...new Set(entries.filter((e) => e.targetKind === kind && isUuid(e.targetId)).map((e) => e.targetId)),
  ];
  const appealIds = idsOf('appeal');
  const flagIds = idsOf('account_flag');
  const [appealRows, flagRows] = await Promise.all([
    appealIds.length
      ? db
          .select({ id: appeals.id, userId: appeals.userId })
          .from(appeals)
          .where(inArray(appeals.id, appealIds))
      : [],
    flagIds.length
      ? db
          .select({ id: accountFlags.id, userId: accountFlags.userId })
          .from(accountFlags)
          .where(inArray(accountFlags.id, flagIds))
      : [],
  ]);
  return new Map(
    [...appealRows, ...flagRows].flatMap((row) => (row.userId ? [[row.id, row.userId] as const] : [])),
  );
}

/** Each entry with `actorName` and `targetName` (null where the id names no account, e.g. 'system'). */
export async function withNames<T extends Entry>(
  db: Db | Tx,
  entries: T[],
): Promise<(T & { actorName: string | null; targetName: string | null })[]> {
  const owners = await ownersOf(db, entries);
  const subjectOf = (e: Entry) =>
    ACCOUNT_KINDS.has(e.targetKind) ? e.targetId : (owners.get(e.targetId) ?? null);
  const ids = [
    ...new Set(
      entries.flatMap((e) => [e.actorId, subjectOf(e)]).filter((id): id is string => !!id && isUuid(id)),
    ),
  ];
  const rows = ids.length ? await selectAccounts(db).where(inArray(users.id, ids)) : [];
  const names = new Map(rows.map((row) => [row.id, accountName(row)]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return entries.map((e) => ({ ...e, actorName: nameOf(e.actorId), targetName: nameOf(subjectOf(e)) }));
}
