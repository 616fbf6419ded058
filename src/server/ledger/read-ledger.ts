// Reading the ledger: balances are sums of lines, never a stored figure (docs/decisions/024-double-entry-ledger.md).
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { LedgerAccountRef, LedgerLine, LedgerTransactionKind } from '../../shared/domain/ledger';
import { ledgerAccounts, ledgerLines, ledgerTransactions } from '../db/schema';
import type { LedgerDb } from './accounts';

export type LedgerTransactionView = typeof ledgerTransactions.$inferSelect & { lines: LedgerLine[] };

/**
 * An account's balance in cents, counted on its normal side: what a worker's payable says the platform owes them,
 * what a business's receivable says the business owes. 0 for an account never posted to.
 */
export async function balanceOf(tx: LedgerDb, account: LedgerAccountRef): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<string>`coalesce(sum(CASE WHEN ${ledgerLines.side} = ${ledgerAccounts.normalSide} THEN ${ledgerLines.amountCents} ELSE -${ledgerLines.amountCents} END), 0)::bigint`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(
      and(
        eq(ledgerAccounts.kind, account.kind),
        account.ownerId === null
          ? isNull(ledgerAccounts.ownerUserId)
          : eq(ledgerAccounts.ownerUserId, account.ownerId),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The transactions recorded for a shift, a booking or a timesheet (optionally of one kind), oldest first, with their lines. */
export async function ledgerTransactionsFor(
  tx: LedgerDb,
  where: {
    shiftId?: string;
    applicationId?: string;
    timesheetId?: string;
    kind?: LedgerTransactionKind;
    idempotencyKey?: string;
  },
): Promise<LedgerTransactionView[]> {
  const filters: SQL[] = [];
  if (where.shiftId) filters.push(eq(ledgerTransactions.shiftId, where.shiftId));
  if (where.applicationId) filters.push(eq(ledgerTransactions.applicationId, where.applicationId));
  if (where.timesheetId) filters.push(eq(ledgerTransactions.timesheetId, where.timesheetId));
  if (where.kind) filters.push(eq(ledgerTransactions.kind, where.kind));
  if (where.idempotencyKey) filters.push(eq(ledgerTransactions.idempotencyKey, where.idempotencyKey));
  if (filters.length === 0) throw new Error('ledgerTransactionsFor needs a filter.');
  const transactions = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(...filters))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id))
    .limit(500);
  if (transactions.length === 0) return [];
  const lines = await tx
    .select({
      transactionId: ledgerLines.transactionId,
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerUserId,
      side: ledgerLines.side,
      amountCents: ledgerLines.amountCents,
    })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(
      inArray(
        ledgerLines.transactionId,
        transactions.map((t) => t.id),
      ),
    )
    .orderBy(asc(ledgerLines.side), asc(ledgerLines.id));
  return transactions.map((t) => ({
    ...t,
    lines: lines
      .filter((line) => line.transactionId === t.id)
      .map(({ kind, ownerId, side, amountCents }) => ({ account: { kind, ownerId }, side, amountCents })),
  }));
}

/** The transaction recorded under an idempotency key, or null. */
export async function ledgerTransactionByKey(
  tx: LedgerDb,
  key: string,
): Promise<LedgerTransactionView | null> {
  return (await ledgerTransactionsFor(tx, { idempotencyKey: key }))[0] ?? null;
}
