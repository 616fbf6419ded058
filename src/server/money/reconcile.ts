// The daily reconciliation of the ledger with the payments provider (docs/product/payments.md, "Reconciliation";
// product-next §1): every provider object has exactly one ledger transaction, and every approved timesheet exactly
// one charge. Each problem found opens a 'Ledger mismatch' item in the console (ledger-mismatches-queue.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECONCILIATION } from '../../shared/domain/reconciliation';
import type { AppContext } from '../context';
import { rowsOf } from '../db/rows';
import { ledgerMismatches, ledgerReconciliationRuns } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import type { BalanceTransaction } from '../payments/payments-port';
import { DAY_MS, HOUR_MS, recurringJob } from '../scheduler/recurring';
import { PermanentJobError, type ScheduledJob } from '../scheduler/scheduler';
import {
  approvedWithoutCharge,
  countApproved,
  countLedger,
  countProvider,
  createStaging,
  duplicates,
  indexStaging,
  ledgerSide,
  providerSide,
  stageChunk,
  type Window,
} from './reconcile-sql';

/** The scheduler's kind (registered in src/server/features/jobs.ts). */
export const RECONCILIATION_KIND = 'ledger-reconciliation';
/** Provider rows staged per statement. */
const CHUNK = 5000;

export type ReconciliationDeps = Pick<AppContext, 'db' | 'now'> & {
  services: Pick<AppContext['services'], 'scheduler' | 'payments'>;
};
export type ReconciliationRun = typeof ledgerReconciliationRuns.$inferSelect;

/** The UTC day before the run's day. */
export function windowOf(runAt: Date): Window {
  const end = new Date(Math.floor(runAt.getTime() / DAY_MS) * DAY_MS);
  return { start: new Date(end.getTime() - RECONCILIATION.windowMs), end };
}

/**
 * The job, daily at 02:00 UTC: the next day's run is scheduled first (so a failing day never stops the ones after
 * it), then the day before this run's is reconciled. A server that settles payments outside TalentBridge has nothing
 * to compare. Every start of every instance makes sure the day's run exists (scheduleReconciliation, as the purges):
 * every instance names the same run, so the scheduler's unique index keeps one.
 */
export const { schedule: scheduleReconciliation, run: runReconciliation } = recurringJob(
  {
    kind: RECONCILIATION_KIND,
    subjectId: 'ledger_reconciliation_runs',
    periodMs: DAY_MS,
    offsetMs: RECONCILIATION.runAtUtcHour * HOUR_MS,
    next: 'after-now',
  },
  reconcileRunDay,
  { nextFirst: true },
);

async function reconcileRunDay(
  deps: ReconciliationDeps,
  _now: Date,
  job: Pick<ScheduledJob, 'runAt'>,
): Promise<void> {
  if (deps.services.payments.name === 'disabled') return;
  await reconcileWindow(deps, windowOf(job.runAt));
}

/**
 * Reconciles one window once: its run row is written (and committed) first; a run already finished makes this a
 * no-op, and one a crash interrupted is done again from the start. The provider's list is read outside any
 * transaction, then staged, compared and recorded in one transaction, which locks the run row, so two runners
 * overlapping (a lease that ran out) record it once. Answers the finished run, or null when it was done before.
 */
export async function reconcileWindow(deps: ReconciliationDeps, window: Window) {
  const runs = ledgerReconciliationRuns;
  await deps.db
    .insert(runs)
    .values({ windowStart: window.start, windowEnd: window.end, startedAt: deps.now() })
    .onConflictDoNothing();
  const [run] = await deps.db.select().from(runs).where(eq(runs.windowStart, window.start)).limit(1);
  if (!run || run.finishedAt) return null;

  const listed = await deps.services.payments.listBalanceTransactions({
    createdFrom: new Date(window.start.getTime() - RECONCILIATION.marginMs),
    createdBefore: new Date(window.end.getTime() + RECONCILIATION.marginMs),
  });
  if (!listed.ok) {
    const message = `The provider's balance transactions could not be read: ${listed.message}`;
    throw listed.retryable ? new Error(message) : new PermanentJobError(message);
  }
  return deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.id, run.id), isNull(runs.finishedAt)))
      .for('update');
    if (!open) return null;
    await stage(tx, listed.transactions);
    for (const statement of [providerSide, ledgerSide, duplicates, approvedWithoutCharge])
      await tx.execute(statement(run.id, window));
    const [finished] = await tx
      .update(runs)
      .set({
        finishedAt: deps.now(),
        providerObjects: await countOf(tx, countProvider(window)),
        ledgerTransactions: await countOf(tx, countLedger(window)),
        approvedTimesheets: await countOf(tx, countApproved(window)),
        mismatches: sql`(SELECT count(*)::int FROM ${ledgerMismatches} WHERE ${ledgerMismatches.runId} = ${run.id})`,
      })
      .where(eq(runs.id, run.id))
      .returning();
    return finished ?? null;
  });
}

async function stage(tx: Tx, transactions: BalanceTransaction[]) {
  await tx.execute(createStaging);
  for (let i = 0; i < transactions.length; i += CHUNK)
    await tx.execute(stageChunk(transactions.slice(i, i + CHUNK)));
  for (const statement of indexStaging) await tx.execute(statement);
}

async function countOf(tx: Tx, query: ReturnType<typeof countApproved>): Promise<number> {
  return Number(rowsOf(await tx.execute(query))[0]?.n ?? 0);
}
