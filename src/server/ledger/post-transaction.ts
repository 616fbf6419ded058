// Posting to the double-entry ledger (docs/product/applications.md, "The ledger"; docs/decisions/024-double-entry-ledger.md).
import { eq } from 'drizzle-orm';
import { type LedgerLine, type LedgerTransactionKind, ledgerLinesProblem } from '../../shared/domain/ledger';
import { ledgerLines, ledgerTransactions } from '../db/schema';
import { accountIds, accountKey, type LedgerDb, lockAccountsTakenFrom } from './accounts';

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
  const lines = posting.lines.filter((line) => line.amountCents !== 0);
  if (lines.length === 0) return null;
  const problem = ledgerLinesProblem(lines);
  if (problem) throw new Error(`Ledger transaction ${posting.idempotencyKey} refused: ${problem}.`);

  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      idempotencyKey: posting.idempotencyKey,
      providerObjectId: posting.providerObjectId ?? null,
      shiftId: posting.refs.shiftId ?? null,
      applicationId: posting.refs.applicationId ?? null,
      timesheetId: posting.refs.timesheetId ?? null,
      reason: posting.reason,
      createdAt: posting.at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!inserted) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
    return { transactionId: first!.id, created: false };
  }

  const ids = await accountIds(
    tx,
    lines.map((line) => line.account),
  );
  await lockAccountsTakenFrom(tx, lines, ids);
  await tx.insert(ledgerLines).values(
    lines.map((line) => ({
      transactionId: inserted.id,
      accountId: ids.get(accountKey(line.account))!,
      side: line.side,
      amountCents: line.amountCents,
    })),
  );
  return { transactionId: inserted.id, created: true };
}
