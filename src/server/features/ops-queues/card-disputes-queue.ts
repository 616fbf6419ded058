// docs/product/operations.md, "Queues", and docs/product/payments.md, "Card disputes": card disputes (chargebacks)
// the provider reported, oldest first, each with its evidence pack (the shift, the check-in and check-out, who
// approved and when, the two sides' notes and the timesheet's dispute, the charge and the payout). 'Evidence sent'
// records that staff answered the provider with it; 'Accept the loss' records the withdrawn amount as the platform's
// loss (bad debt). Neither touches the worker's pay. The business is told in the app and by e-mail.
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hoursLabel } from '../../../shared/domain/pay';
import { dollars } from '../../../shared/marketplace/cancellation-messages';
import { shiftLine } from '../../booking/cancellation-notices';
import type { AppContext } from '../../context';
import { cardDisputes, moneyMovements, shifts, timesheets } from '../../db/schema';
import { disputeReasonLabel } from '../../money/card-dispute';
import { postDisputeLost } from '../../money/correction-ledger';
import { decidedByStatus, type QueueDef, queueListing, tell } from './queue-kit';

const open = eq(cardDisputes.status, 'open');
const payouts = alias(moneyMovements, 'payout');

const evidenceRows = (ctx: AppContext) =>
  ctx.db
    .select({ d: cardDisputes, charge: moneyMovements, payout: payouts, t: timesheets, shift: shifts })
    .from(cardDisputes)
    .leftJoin(moneyMovements, eq(moneyMovements.id, cardDisputes.chargeMovementId))
    .leftJoin(timesheets, eq(timesheets.id, moneyMovements.timesheetId))
    .leftJoin(shifts, eq(shifts.id, moneyMovements.shiftId))
    // The charge's own payout: the same booking and purpose (one timesheet per booking; a late cancellation's
    // compensation has none, docs/product/payments.md).
    .leftJoin(
      payouts,
      and(
        eq(payouts.applicationId, moneyMovements.applicationId),
        eq(payouts.purpose, moneyMovements.purpose),
        eq(payouts.kind, 'payout'),
      ),
    );
type Evidence = Awaited<ReturnType<typeof evidenceRows>>[number];

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : 'not recorded');
const when = (label: string, at: Date | null | undefined) => (at ? `${label} ${at.toISOString()}` : null);
const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('; ') || 'None';

/** The evidence pack, as staff read it and send it to the provider. */
function evidence({ d, charge, payout, t, shift }: Evidence, people: Map<string, string>) {
  const facts = [
    {
      label: 'Disputed',
      value: `${dollars(d.amountCents)}, ${disputeReasonLabel(d.reason)}, opened ${d.openedAt.toISOString()} (dispute ${d.providerDisputeId}, payment ${d.providerPaymentId})`,
    },
  ];
  if (!charge || !t || !shift)
    return [...facts, { label: 'Charge', value: 'No charge of TalentBridge has this payment.' }];
  const approver =
    t.approvedBy === 'system' ? 'automatically' : `by ${people.get(t.managerId) ?? 'the business'}`;
  return [
    ...facts,
    { label: 'Shift', value: `${shiftLine(shift)} (${shift.timeZone})` },
    { label: 'Worker', value: people.get(t.workerId) ?? 'a removed account' },
    {
      label: 'Check-in and check-out',
      value: `${iso(t.checkInAt)} – ${iso(t.checkOutAt)}, ${t.breakMinutes} min break, ${hoursLabel(t.workedMinutes)} at ${dollars(t.hourlyRateCents)}/hr, ${dollars(t.payCents)}`,
    },
    {
      label: "Worker's own times",
      value:
        t.workerCheckInAt && t.workerCheckOutAt
          ? `${iso(t.workerCheckInAt)} – ${iso(t.workerCheckOutAt)}`
          : 'Same as above',
    },
    {
      label: 'Approval',
      value: joined([
        when('submitted', t.submittedAt),
        t.approvedAt && `approved ${t.approvedAt.toISOString()} ${approver}`,
        when('adjusted', t.adjustedAt),
      ]),
    },
    {
      label: 'Notes and disputes',
      value: joined([
        t.workerNote && `Worker's note: ${t.workerNote}`,
        t.adjustReason && `Manager's adjustment: ${t.adjustReason}`,
        t.disputeNote && `Worker's dispute: ${t.disputeNote}`,
        t.disputeReason && `Operations decision: ${t.disputeReason}`,
      ]),
    },
    {
      label: 'Charge',
      value: `${dollars(charge.amountCents)} (pay ${dollars(charge.payCents)} + fee ${dollars(charge.feeCents)}), ${charge.status} ${iso(charge.doneAt)}`,
    },
    {
      label: 'Payout (not touched)',
      value: payout
        ? `${dollars(payout.amountCents)}, ${payout.status} ${iso(payout.doneAt)}`
        : 'Not recorded yet',
    },
  ];
}

export const cardDisputesQueue: QueueDef = {
  ...queueListing<Evidence>({
    key: 'card-disputes',
    label: 'Card disputes',
    targetKind: 'card_dispute',
    table: cardDisputes,
    open,
    openedAt: cardDisputes.createdAt,
    page: (ctx, offset, limit) =>
      evidenceRows(ctx)
        .where(open)
        .orderBy(asc(cardDisputes.createdAt), asc(cardDisputes.id))
        .limit(limit)
        .offset(offset),
    accounts: ({ t }) => (t ? [t.managerId, t.workerId] : []),
    item: (row, people) => ({
      id: row.d.id,
      createdAt: row.d.createdAt,
      title: row.shift
        ? `${people.get(row.t!.managerId) ?? row.shift.businessName}'s bank disputes ${dollars(row.d.amountCents)} (${row.shift.positionTitle})`
        : `A bank disputes ${dollars(row.d.amountCents)} of an unknown payment`,
      body: `Reason: ${disputeReasonLabel(row.d.reason)}.`,
      facts: evidence(row, people),
      link: row.t ? `/ops/accounts/${row.t.managerId}` : null,
    }),
  }),
  ...decidedByStatus(cardDisputes, open, { evidence: 'evidence_sent', accept: 'lost' }),
  apply: async ({ tx, id, decision, reason, staff, now }) => {
    const [row] = await tx
      .select({ d: cardDisputes, charge: moneyMovements, shift: shifts })
      .from(cardDisputes)
      .leftJoin(moneyMovements, eq(moneyMovements.id, cardDisputes.chargeMovementId))
      .leftJoin(shifts, eq(shifts.id, moneyMovements.shiftId))
      .where(eq(cardDisputes.id, id))
      .limit(1);
    const { d, charge, shift } = row!;
    const money = charge
      ? { shiftId: charge.shiftId, applicationId: charge.applicationId, timesheetId: charge.timesheetId }
      : null;
    if (decision === 'accept')
      await postDisputeLost(
        tx,
        d,
        money,
        `Card dispute ${d.providerDisputeId} accepted as lost: ${reason}`,
        now,
      );
    const after = { status: decision === 'accept' ? 'lost' : 'evidence_sent', amountCents: d.amountCents };
    if (!charge || !shift) return { after };
    const amount = dollars(d.amountCents);
    await tell(tx, {
      userId: charge.managerId,
      staffId: staff.id,
      type: 'card_dispute_decided',
      title: decision === 'accept' ? 'Card dispute closed' : 'Card dispute answered',
      message:
        decision === 'accept'
          ? `We accepted your bank's dispute of ${amount} for ${shiftLine(shift)}: the money your bank returned stays with you. The worker keeps their pay. ${reason}`
          : `We sent the card network our evidence for your bank's dispute of ${amount} for ${shiftLine(shift)}: the check-in and check-out, the approval and the notes. The card network decides, and we tell you the outcome. ${reason}`,
      link: '/billing',
    });
    return { after };
  },
  audit: { evidence: 'staff.card_dispute_evidence_sent', accept: 'staff.card_dispute_accepted' },
};
