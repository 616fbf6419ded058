// The ledger's accounts, found or made on first use (docs/decisions/024-double-entry-ledger.md).
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  LEDGER_ACCOUNT_KINDS,
  type LedgerAccountKind,
  type LedgerAccountRef,
  type LedgerSide,
} from '../../shared/domain/ledger';
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
  await tx
    .insert(ledgerAccounts)
    .values(
      unique.map((ref) => ({
        kind: ref.kind,
        ownerUserId: ref.ownerId,
        normalSide: LEDGER_ACCOUNT_KINDS[ref.kind].normalSide,
        nonNegative: LEDGER_ACCOUNT_KINDS[ref.kind].nonNegative,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerUserId })
    .from(ledgerAccounts)
    .where(or(...unique.map(matches)));
  return new Map(rows.map((row) => [accountKey(row), row.id]));
}

/**
 * Locks the non-negative accounts these lines take from (their side is not the account's normal side), in id order.
 * The database checks at commit that none went below zero; the lock makes a second writer wait for the first's
 * commit, so its check counts the first's lines and two commits cannot spend the same balance.
 */
export async function lockAccountsTakenFrom(
  tx: LedgerDb,
  lines: readonly { account: LedgerAccountRef; side: LedgerSide }[],
  ids: Map<string, string>,
): Promise<void> {
  const taken = lines
    .filter(({ account, side }) => {
      const rule = LEDGER_ACCOUNT_KINDS[account.kind as LedgerAccountKind];
      return rule.nonNegative && side !== rule.normalSide;
    })
    .map(({ account }) => ids.get(accountKey(account))!);
  if (taken.length === 0) return;
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(taken)]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
