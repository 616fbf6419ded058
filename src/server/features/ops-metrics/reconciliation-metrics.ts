// The metrics page's reconciliation figures (docs/product/payments.md, "Reconciliation"): the 'Ledger mismatch'
// items still open and the last finished run.
import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { LedgerReconciliationDto } from '../../../shared/schemas/responses/ops-metrics';
import type { AppContext } from '../../context';
import { ledgerMismatches, ledgerReconciliationRuns } from '../../db/schema';

export async function reconciliationMetrics(ctx: Pick<AppContext, 'db'>): Promise<LedgerReconciliationDto> {
  const runs = ledgerReconciliationRuns;
  const [[open], [last]] = await Promise.all([
    ctx.db.select({ n: count() }).from(ledgerMismatches).where(eq(ledgerMismatches.status, 'open')),
    ctx.db.select().from(runs).where(isNotNull(runs.finishedAt)).orderBy(desc(runs.finishedAt)).limit(1),
  ]);
  return {
    openMismatches: Number(open?.n ?? 0),
    lastRun: last?.finishedAt
      ? {
          windowStart: last.windowStart.toISOString(),
          windowEnd: last.windowEnd.toISOString(),
          finishedAt: last.finishedAt.toISOString(),
          providerObjects: last.providerObjects,
          ledgerTransactions: last.ledgerTransactions,
          approvedTimesheets: last.approvedTimesheets,
          mismatches: last.mismatches,
        }
      : null,
  };
}
