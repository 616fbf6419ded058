// Posting to the double-entry ledger (docs/product/applications.md, "The ledger"; docs/decisions/024-double-entry-ledger.md).
import { inArray } from 'drizzle-orm';
import { type LedgerLine, type LedgerTransactionKind, ledgerLinesProblem } from '../../shared/domain/ledger';
import { ledgerLines, ledgerTransactions } from '../db/schema';
import { accountIds, accountKey, type LedgerDb } from './accounts';

export type LedgerPosting = {
  kind: LedgerTransactionKind;
  /** Unique for ever: a second posting with the same key records nothing (a retry). */
  idempotencyKey: string;
  lines: readonly LedgerLine[];
  /** The payments provider's object (a charge, a transfer, a payout), where there is one. */
  providerObjectId?: string | null;
  /** What the money is for. */
  refs: { shiftId?: string | null; applicationId?: string | null; timesheetId?: string | null };
  reason: string;
  at: Date;
};

export type PostedTransaction = { transactionId: string; created: boolean };

/**
 * Records one balanced transaction in the caller's database transaction: its accounts (made when missing), the
 * transaction under its idempotency key, its lines. Lines of zero cents are left out, and a posting with nothing left
 * records nothing (null), so a zero amount owes nothing. A key already used records nothing new and answers the
 * first transaction's id with `created: false`. Unbalanced lines or an amount that is not a positive integer of
 * cents are a bug and throw here; the database refuses them again at commit.
 * `tx` must be an open transaction: the database checks the balance when it commits, so the transaction row written
 * on its own (outside one) would be refused before its lines exist.
 */
export async function postTransaction(
  tx: LedgerDb,
  posting: LedgerPosting,
): Promise<PostedTransaction | null> {
  const [posted] = await postTransactions(tx, [posting]);
  return posted ?? null;
}

/**
 * Many postings at once, each exactly as `postTransaction` records it (the answers in the same order), in a few
 * statements instead of a few per posting: the demo's history (src/server/seed/factories/history-timesheets.ts)
 * posts hundreds. Two postings with the same key in one call are a bug.
 */
export async function postTransactions(
  tx: LedgerDb,
  postings: readonly LedgerPosting[],
): Promise<(PostedTransaction | null)[]> {
  const kept = postings.map((posting) => {
    const lines = posting.lines.filter((line) => line.amountCents !== 0);
    if (lines.length === 0) return null;
    const problem = ledgerLinesProblem(lines);
    if (problem) throw new Error(`Ledger transaction ${posting.idempotencyKey} refused: ${problem}.`);
    return { posting, lines };
  });
  const real = kept.filter((k) => k !== null);
  if (real.length === 0) return kept.map(() => null);
  const keys = real.map((k) => k.posting.idempotencyKey);
  if (new Set(keys).size !== keys.length)
    throw new Error('The same ledger idempotency key twice in one batch.');

  const inserted = await tx
    .insert(ledgerTransactions)
    .values(
      real.map(({ posting }) => ({
        kind: posting.kind,
        idempotencyKey: posting.idempotencyKey,
        providerObjectId: posting.providerObjectId ?? null,
        shiftId: posting.refs.shiftId ?? null,
        applicationId: posting.refs.applicationId ?? null,
        timesheetId: posting.refs.timesheetId ?? null,
        reason: posting.reason,
        createdAt: posting.at,
      })),
    )
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
  const created = new Map(inserted.map((row) => [row.key, row.id]));
  const repeated = keys.filter((key) => !created.has(key));
  const first =
    repeated.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await tx
              .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
              .from(ledgerTransactions)
              .where(inArray(ledgerTransactions.idempotencyKey, repeated))
          ).map((row) => [row.key, row.id]),
        );

  const fresh = real.filter((k) => created.has(k.posting.idempotencyKey));
  if (fresh.length > 0) {
    const allLines = fresh.flatMap((k) => k.lines);
    const ids = await accountIds(
      tx,
      allLines.map((line) => line.account),
    );
    await tx.insert(ledgerLines).values(
      fresh.flatMap(({ posting, lines }) =>
        lines.map((line) => ({
          transactionId: created.get(posting.idempotencyKey)!,
          accountId: ids.get(accountKey(line.account))!,
          side: line.side,
          amountCents: line.amountCents,
        })),
      ),
    );
  }
  return kept.map((k) => {
    if (!k) return null;
    const key = k.posting.idempotencyKey;
    const id = created.get(key);
    return id ? { transactionId: id, created: true } : { transactionId: first.get(key)!, created: false };
  });
}
