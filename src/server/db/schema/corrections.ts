// Card disputes and corrections of approved pay (docs/product/payments.md, "Card disputes" and "Corrections";
// drizzle/0034_card_disputes.sql). Part of the one Drizzle schema (../schema.ts). Written only by src/server/money/
// and the console's 'Card disputes' queue. Money records: nothing here goes with a person, a shift or a timesheet
// (ON DELETE RESTRICT).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CardDisputeStatus,
  CorrectionDirection,
  CorrectionPayoutStatus,
  CorrectionStatus,
  CorrectionWorkerSide,
} from '../../../shared/domain/corrections';
import type { PayoutSpeed } from '../../payments/payments-port';
import { users } from './accounts';
import { createdAt, restrictRef, staffDecision, tstz, updatedAt } from './columns';
import { moneyMovements } from './money';
import { shiftApplications, shifts } from './shifts';
import { timesheets } from './timesheets';

/**
 * A card dispute (chargeback) the provider reported, once per provider dispute id whatever the deliveries: the charge
 * it concerns (null when no charge of ours has that payment), and the staff decision of its 'Card disputes' item.
 */
export const cardDisputes = pgTable(
  'card_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    chargeMovementId: restrictRef('charge_movement_id', () => moneyMovements.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<CardDisputeStatus>().notNull().default('open'),
    openedAt: tstz('opened_at').notNull(),
    createdAt: createdAt(),
    ...staffDecision(() => users.id),
  },
  (t) => [
    uniqueIndex('card_disputes_provider_dispute_uq').on(t.providerDisputeId),
    index('card_disputes_status_idx').on(t.status, t.createdAt),
    index('card_disputes_charge_idx').on(t.chargeMovementId),
    check('card_disputes_status', sql`${t.status} IN ('open', 'evidence_sent', 'lost')`),
    check('card_disputes_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A correction of an approved timesheet's money after an operations decision changed its pay, once per timesheet
 * and source. Written in the decision's transaction, before the provider is called: its id and step are the calls'
 * idempotency keys (`correction:<id>:refund`, `:charge`, `:transfer`, `:instant` / `:standard`).
 */
export const moneyCorrections = pgTable(
  'money_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<'timesheet_dispute'>().notNull(),
    timesheetId: restrictRef('timesheet_id', () => timesheets.id).notNull(),
    applicationId: restrictRef('application_id', () => shiftApplications.id).notNull(),
    shiftId: restrictRef('shift_id', () => shifts.id).notNull(),
    managerId: restrictRef('manager_id', () => users.id).notNull(),
    workerId: restrictRef('worker_id', () => users.id).notNull(),
    chargeMovementId: restrictRef('charge_movement_id', () => moneyMovements.id).notNull(),
    direction: text('direction').$type<CorrectionDirection>().notNull(),
    payBeforeCents: integer('pay_before_cents').notNull(),
    payAfterCents: integer('pay_after_cents').notNull(),
    /** The pay's difference, the fee on it (same rate and rounding as the charge) and their sum, all positive. */
    payCents: integer('pay_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    feeBps: integer('fee_bps').notNull(),
    amountCents: integer('amount_cents').notNull(),
    workerSide: text('worker_side').$type<CorrectionWorkerSide>().notNull(),
    status: text('status').$type<CorrectionStatus>().notNull().default('pending'),
    /** The provider's refund (lower) or payment (higher). */
    providerObjectId: text('provider_object_id'),
    failure: text('failure'),
    doneAt: tstz('done_at'),
    /** The extra payout of a raised pay (worker side 'extra_payout'). */
    payoutStatus: text('payout_status').$type<CorrectionPayoutStatus>(),
    transferId: text('transfer_id'),
    payoutId: text('payout_id'),
    payoutSpeed: text('payout_speed').$type<PayoutSpeed>(),
    paidOutAt: tstz('paid_out_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('money_corrections_timesheet_source_uq').on(t.timesheetId, t.source),
    uniqueIndex('money_corrections_provider_object_uq')
      .on(t.providerObjectId)
      .where(sql`${t.providerObjectId} IS NOT NULL`),
    index('money_corrections_manager_idx').on(t.managerId, t.createdAt),
    index('money_corrections_worker_idx').on(t.workerId, t.createdAt),
    index('money_corrections_charge_idx').on(t.chargeMovementId),
    check('money_corrections_direction', sql`${t.direction} IN ('lower', 'higher')`),
    check(
      'money_corrections_worker_side',
      sql`${t.workerSide} IN ('payout_reduced', 'payout_raised', 'absorbed', 'extra_payout')`,
    ),
    check('money_corrections_status', sql`${t.status} IN ('pending', 'succeeded', 'failed', 'cancelled')`),
    check(
      'money_corrections_payout_status',
      sql`${t.payoutStatus} IS NULL OR ${t.payoutStatus} IN ('pending', 'sent', 'failed')`,
    ),
    check(
      'money_corrections_amounts',
      sql`${t.payCents} > 0 AND ${t.feeCents} >= 0 AND ${t.amountCents} = ${t.payCents} + ${t.feeCents}`,
    ),
  ],
);
