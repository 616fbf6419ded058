// docs/product/payments.md, "Reconciliation": the daily reconciliation's mismatches (ledger_mismatches, opened by
// src/server/money/reconcile.ts), oldest first, each titled 'Ledger mismatch' and told in plain words with its
// amounts. Staff look into it outside this page (the provider's dashboard, the ledger) and 'Mark resolved' with a
// reason saying what they found or did; nothing else changes, and nobody else is told.
import { eq } from 'drizzle-orm';
import { LEDGER_MISMATCH_LABELS } from '../../../shared/domain/reconciliation';
import { dollars } from '../../../shared/marketplace/cancellation-messages';
import { ledgerMismatches, ledgerReconciliationRuns } from '../../db/schema';
import { decidedByStatus, type QueueDef, rowsQueueListing } from './queue-kit';

const open = eq(ledgerMismatches.status, 'open');
type Mismatch = typeof ledgerMismatches.$inferSelect;

/** The facts beside the text: what kind, and the ids and amounts staff look up. */
function facts(m: Mismatch) {
  const rows: { label: string; value: string }[] = [{ label: 'What', value: LEDGER_MISMATCH_LABELS[m.kind] }];
  if (m.providerObjectId) rows.push({ label: 'Provider object', value: m.providerObjectId });
  if (m.ledgerTransactionId) rows.push({ label: 'Ledger transaction', value: m.ledgerTransactionId });
  if (m.timesheetId) rows.push({ label: 'Timesheet', value: m.timesheetId });
  if (m.providerCents !== null) rows.push({ label: 'Provider amount', value: dollars(m.providerCents) });
  if (m.ledgerCents !== null) rows.push({ label: 'Ledger amount', value: dollars(m.ledgerCents) });
  return rows;
}

export const ledgerMismatchesQueue: QueueDef = {
  ...rowsQueueListing({
    key: 'ledger-mismatches',
    label: 'Ledger mismatches',
    targetKind: 'ledger_mismatch',
    table: ledgerMismatches,
    open,
    item: (m) => ({ title: 'Ledger mismatch', body: m.detail, facts: facts(m), link: null }),
  }),
  ...decidedByStatus(ledgerMismatches, open, { resolved: 'resolved' }),
  apply: async ({ tx, id }) => {
    const [row] = await tx
      .select({ kind: ledgerMismatches.kind, windowStart: ledgerReconciliationRuns.windowStart })
      .from(ledgerMismatches)
      .innerJoin(ledgerReconciliationRuns, eq(ledgerReconciliationRuns.id, ledgerMismatches.runId))
      .where(eq(ledgerMismatches.id, id))
      .limit(1);
    return { after: { kind: row!.kind, day: row!.windowStart.toISOString().slice(0, 10) } };
  },
  audit: { resolved: 'staff.ledger_mismatch_resolved' },
};
