// The money a booking moves (docs/product/payments.md, "Charges and payouts"; drizzle/0032_money_movements.sql).
// Part of the one Drizzle schema (../schema.ts). Written only by src/server/money/. A money record: no person's or
// timesheet's deletion takes it along (ON DELETE RESTRICT).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  MoneyMovementKind,
  MoneyMovementStatus,
  MoneyPurpose,
  PaymentHoldStatus,
} from '../../../shared/domain/money';
import type { PayoutSpeed } from '../../payments/payments-port';
import { users } from './accounts';
import { createdAt, restrictRef, tstz, updatedAt } from './columns';
import { shiftApplications, shifts } from './shifts';
import { timesheets } from './timesheets';

/**
 * One movement of a booking's money through the provider: the business's charge (pay + fee) or the worker's payout
 * (pay), for an approved timesheet (purpose 'work') or a business's late cancellation compensation ('compensation',
 * no timesheet, no fee: drizzle/0037_compensation_movements.sql). The row is written in the transaction that causes it, before the provider is called, and its
 * id (with `tries` for a charge, which is tried again after a decline) is the call's idempotency key, so a retry
 * after a crash or a lost answer is the same call.
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MoneyMovementKind>().notNull(),
    purpose: text('purpose').$type<MoneyPurpose>().notNull().default('work'),
    /** The approved timesheet a 'work' movement is for; null for a compensation. */
    timesheetId: restrictRef('timesheet_id', () => timesheets.id),
    applicationId: restrictRef('application_id', () => shiftApplications.id).notNull(),
    shiftId: restrictRef('shift_id', () => shifts.id).notNull(),
    managerId: restrictRef('manager_id', () => users.id).notNull(),
    workerId: restrictRef('worker_id', () => users.id).notNull(),
    payCents: integer('pay_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    feeBps: integer('fee_bps').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<MoneyMovementStatus>().notNull(),
    /** Failed tries so far (a charge is tried again after 1 h and 24 h); part of the next try's idempotency key. */
    tries: integer('tries').notNull().default(0),
    /** The provider's payment (a charge) or payout (a payout). */
    providerObjectId: text('provider_object_id'),
    /** A payout's transfer to the worker's account, made before the payout itself. */
    transferId: text('transfer_id'),
    speed: text('speed').$type<PayoutSpeed>(),
    /** What the person is told of the last failure, and when the next try runs (null when none is planned). */
    failure: text('failure'),
    nextTryAt: tstz('next_try_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The charge succeeded; the payout was sent. */
    doneAt: tstz('done_at'),
    /** A payout's expected and actual arrival in the worker's bank. */
    arrivesAt: tstz('arrives_at'),
    arrivedAt: tstz('arrived_at'),
  },
  (t) => [
    uniqueIndex('money_movements_timesheet_kind_uq')
      .on(t.timesheetId, t.kind)
      .where(sql`${t.purpose} = 'work'`),
    uniqueIndex('money_movements_compensation_uq')
      .on(t.applicationId, t.purpose, t.kind)
      .where(sql`${t.purpose} = 'compensation'`),
    uniqueIndex('money_movements_provider_object_uq')
      .on(t.providerObjectId)
      .where(sql`${t.providerObjectId} IS NOT NULL`),
    index('money_movements_worker_idx').on(t.workerId, t.kind, t.createdAt),
    index('money_movements_manager_idx').on(t.managerId, t.kind, t.createdAt),
    check('money_movements_kind', sql`${t.kind} IN ('charge', 'payout')`),
    check('money_movements_purpose', sql`${t.purpose} IN ('work', 'compensation')`),
    check('money_movements_purpose_timesheet', sql`(${t.purpose} = 'work') = (${t.timesheetId} IS NOT NULL)`),
    check(
      'money_movements_amounts',
      sql`${t.payCents} > 0 AND ${t.feeCents} >= 0 AND ${t.amountCents} = CASE WHEN ${t.kind} = 'charge' THEN ${t.payCents} + ${t.feeCents} ELSE ${t.payCents} END`,
    ),
  ],
);

/**
 * A hold on the business's card for an accepted booking's estimate + 15 % (docs/product/payments.md, "Holds"). One
 * row per placement: a hold that would lapse before approval is placed again as the next generation, and the old one
 * released once the new one holds. The row is written before the provider is called; its id and try are the call's
 * idempotency key.
 */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: restrictRef('application_id', () => shiftApplications.id).notNull(),
    shiftId: restrictRef('shift_id', () => shifts.id).notNull(),
    managerId: restrictRef('manager_id', () => users.id).notNull(),
    generation: integer('generation').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentHoldStatus>().notNull(),
    tries: integer('tries').notNull().default(0),
    providerHoldId: text('provider_hold_id'),
    failure: text('failure'),
    placeAt: tstz('place_at').notNull(),
    heldAt: tstz('held_at'),
    lapsesAt: tstz('lapses_at'),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_holds_application_generation_uq').on(t.applicationId, t.generation),
    index('payment_holds_manager_status_idx').on(t.managerId, t.status),
    index('payment_holds_shift_idx').on(t.shiftId),
    check(
      'payment_holds_status',
      sql`${t.status} IN ('waiting', 'held', 'failed', 'releasing', 'released', 'captured')`,
    ),
    check('payment_holds_amount', sql`${t.amountCents} > 0`),
  ],
);
