import type { LedgerDb } from '../../src/server/ledger/accounts';
import { ledgerTransactionsFor } from '../../src/server/ledger/read-ledger';
import { type LedgerTransactionKind, totals } from '../../src/shared/domain/ledger';

/**
 * The booking's owed amounts as the API tests check them: each ledger transaction as one amount from a debtor to a
 * creditor (the owners of its debited and credited accounts), read through the ledger module.
 */
export async function owedAmounts(
  db: LedgerDb,
  where: { shiftId?: string; applicationId?: string; kind?: LedgerTransactionKind },
) {
  return (await ledgerTransactionsFor(db, where)).map((t) => ({
    id: t.id,
    kind: t.kind,
    amountCents: totals(t.lines).debit,
    debtorUserId: t.lines.find((line) => line.side === 'debit')!.account.ownerId,
    creditorUserId: t.lines.find((line) => line.side === 'credit')!.account.ownerId,
    shiftId: t.shiftId,
    applicationId: t.applicationId,
    idempotencyKey: t.idempotencyKey,
    reason: t.reason,
    lines: t.lines,
  }));
}
