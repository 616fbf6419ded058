// The ledger's accounts, found or made on first use (docs/decisions/024-double-entry-ledger.md).
import { and, eq, isNull, or } from 'drizzle-orm';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountRef } from '../../shared/domain/ledger';
import type { Db } from '../db/client';
import { ledgerAccounts } from '../db/schema';

/** A database handle or an open transaction: the ledger writes in its caller's transaction. */
export type LedgerDb = Pick<Db, 'insert' | 'select' | 'execute'>;

export const accountKey = (ref: LedgerAccountRef) => `${ref.kind}/${ref.ownerId ?? ''}`;

const matches = (ref: LedgerAccountRef) =>
  and(
    eq(ledgerAccounts.kind, ref.kind),
    ref.ownerId === null ? isNull(ledgerAccounts.ownerUserId) : eq(ledgerAccounts.ownerUserId, ref.ownerId),
  );

/**
 * The id of each account (by accountKey), made when missing with the normal side and the non-negative flag of its
 * kind. Made in one order (by key), so two transactions making the same new accounts do not deadlock.
 */
export async function accountIds(
  tx: LedgerDb,
  refs: readonly LedgerAccountRef[],
): Promise<Map<string, string>> {
  const unique = [...new Map(refs.map((ref) => [accountKey(ref), ref])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, ref]) => ref);
  for (const ref of unique) {
    const rule = LEDGER_ACCOUNT_KINDS[ref.kind];
    if (rule.owned !== (ref.ownerId !== null))
      throw new Error(`A ${ref.kind} account ${rule.owned ? 'belongs to a user' : "is the platform's own"}.`);
  }
  // Nearly every posting is to accounts that exist already: they are looked up first, and only the missing are made
  // (and looked up again), instead of an insert that conflicts on each of them.
  const found = async () =>
    new Map(
      (
        await tx
          .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerUserId })
          .from(ledgerAccounts)
          .where(or(...unique.map(matches)))
      ).map((row) => [accountKey(row), row.id]),
    );
  const ids = await found();
  const missing = unique.filter((ref) => !ids.has(accountKey(ref)));
  if (missing.length === 0) return ids;
  await tx
    .insert(ledgerAccounts)
    .values(
      missing.map((ref) => ({
        kind: ref.kind,
        ownerUserId: ref.ownerId,
        normalSide: LEDGER_ACCOUNT_KINDS[ref.kind].normalSide,
        nonNegative: LEDGER_ACCOUNT_KINDS[ref.kind].nonNegative,
      })),
    )
    .onConflictDoNothing();
  return found();
}
