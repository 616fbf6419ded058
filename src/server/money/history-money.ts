// The demo's past approved timesheets, paid as the live flow pays (docs/product/payments.md, "Demo money").
import { randomUUID } from 'node:crypto';
import { chargeFor, FEE_BPS } from '../../shared/domain/money';
import type { AppContext } from '../context';
import { moneyMovements, type timesheets } from '../db/schema';
import { postTransactions } from '../ledger/post-transaction';
import type { Tx } from '../messaging/outbox';
import { charged, feeOwed, paidOut } from './ledger-lines';

/**
 * The ids the demo's history gives its charges, transfers and payouts in place of the provider's: the provider never
 * saw them (a past cannot be charged today), so a reconciliation with the provider leaves them out by this prefix
 * (`provider_object_id LIKE 'demo_history\_%'` in SQL), and nothing calls the provider about them.
 */
export const DEMO_HISTORY_OBJECT_PREFIX = 'demo_history_';
export const isDemoHistoryObject = (providerObjectId: string | null | undefined) =>
  providerObjectId?.startsWith(DEMO_HISTORY_OBJECT_PREFIX) === true;

const MINUTE = 60_000;
/** How long after the approval the history's card was charged and its pay sent and arrived (an instant payout). */
const CHARGED_AFTER = 2 * MINUTE;
const SENT_AFTER = 3 * MINUTE;
const ARRIVED_AFTER = 8 * MINUTE;

type Timesheet = typeof timesheets.$inferSelect;
type Movement = typeof moneyMovements.$inferInsert;

/**
 * For each of these approved timesheets (the demo's past, approved at `approvedAt`): the charge of pay + fee
 * succeeded and the pay sent by instant payout and arrived, at the times they would have happened, with the ledger
 * transactions the live flow posts (ledger-lines.ts: the fee owed, the card charged, the pay sent). No provider call
 * and no notice: the manager's bell would fill with a past. Nothing on a server that settles payments outside
 * TalentBridge, nothing for pay of zero (as `startCharge`). In the caller's transaction.
 */
export async function recordHistoryMoney(
  tx: Tx,
  ctx: AppContext,
  approved: readonly Timesheet[],
): Promise<number> {
  if (ctx.services.payments.name === 'disabled') return 0;
  const feeBps = FEE_BPS.payAsYouGo;
  const paid = approved.filter((t) => t.payCents > 0 && t.approvedAt);
  if (paid.length === 0) return 0;
  const charges: Movement[] = [];
  const payouts: Movement[] = [];
  for (const t of paid) {
    const approvedAt = (t.approvedAt as Date).getTime();
    const { payCents, feeCents, totalCents } = chargeFor(t.payCents, feeBps);
    const base = {
      timesheetId: t.id,
      applicationId: t.applicationId,
      shiftId: t.shiftId,
      managerId: t.managerId,
      workerId: t.workerId,
      payCents,
    };
    const chargeId = randomUUID();
    const payoutId = randomUUID();
    charges.push({
      ...base,
      id: chargeId,
      kind: 'charge',
      feeCents,
      feeBps,
      amountCents: totalCents,
      status: 'succeeded',
      providerObjectId: `${DEMO_HISTORY_OBJECT_PREFIX}py_${chargeId}`,
      createdAt: new Date(approvedAt),
      doneAt: new Date(approvedAt + CHARGED_AFTER),
    });
    payouts.push({
      ...base,
      id: payoutId,
      kind: 'payout',
      feeCents: 0,
      feeBps: 0,
      amountCents: payCents,
      status: 'sent',
      speed: 'instant',
      transferId: `${DEMO_HISTORY_OBJECT_PREFIX}tr_${payoutId}`,
      providerObjectId: `${DEMO_HISTORY_OBJECT_PREFIX}po_${payoutId}`,
      createdAt: new Date(approvedAt + CHARGED_AFTER),
      doneAt: new Date(approvedAt + SENT_AFTER),
      arrivesAt: new Date(approvedAt + ARRIVED_AFTER),
      arrivedAt: new Date(approvedAt + ARRIVED_AFTER),
    });
  }
  const written = await tx
    .insert(moneyMovements)
    .values([...charges, ...payouts])
    .returning();
  const payoutOf = new Map(written.filter((m) => m.kind === 'payout').map((m) => [m.timesheetId, m]));
  // One batch (hundreds of postings): the database checks each balances, and no account below zero, at commit.
  await postTransactions(
    tx,
    written.flatMap((charge) => {
      if (charge.kind !== 'charge') return [];
      const payout = payoutOf.get(charge.timesheetId)!;
      const note = `timesheet ${charge.timesheetId} (demo history: the provider was not called)`;
      return [
        feeOwed(charge, `Fee ${feeBps / 100} % on approved ${note}`, charge.createdAt),
        charged(charge, charge.providerObjectId!, `Card charged for approved ${note}`, charge.doneAt!),
        paidOut(payout, payout.providerObjectId!, `Pay sent for ${note} (instant payout)`, payout.doneAt!),
      ];
    }),
  );
  return charges.length;
}
