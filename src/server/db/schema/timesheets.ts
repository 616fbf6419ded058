// Timesheets (their pay is recorded in the ledger: ledger.ts).
// Part of the one Drizzle schema (../schema.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TimesheetFlagReason } from '../../../shared/domain/timesheet-claims';
import { users } from './accounts';
import { cascadeRef, createdAt, setNullRef, tstz, updatedAt } from './columns';
import { shiftApplications, shifts } from './shifts';

export type TimesheetStatus = 'draft' | 'submitted' | 'approved' | 'adjusted' | 'disputed';
export type TimesheetSource = 'worker' | 'auto' | 'manager';

/**
 * A booking's timesheet (docs/product/attendance.md, "Timesheets"): created at check-out, corrected by the worker within
 * 24 h, submitted, approved or adjusted by the manager (or approved by the scheduler after 48 h), disputed by the
 * worker. 'adjusted' is approved with the manager's change. Pay is computed by src/shared/domain/pay.ts and never
 * recomputed after approval.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: cascadeRef('application_id', () => shiftApplications.id),
    shiftId: cascadeRef('shift_id', () => shifts.id),
    workerId: cascadeRef('worker_id', () => users.id),
    managerId: cascadeRef('manager_id', () => users.id),
    checkInAt: tstz('check_in_at').notNull(),
    checkOutAt: tstz('check_out_at').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    payCents: integer('pay_cents').notNull(),
    status: text('status').$type<TimesheetStatus>().notNull().default('draft'),
    /** Who recorded the times: the worker's check-out, the automatic check-out, or the manager's 'Mark as arrived'. */
    source: text('source').$type<TimesheetSource>().notNull().default('worker'),
    workerNote: text('worker_note'),
    adjustReason: text('adjust_reason'),
    createdAt: createdAt(),
    submittedAt: tstz('submitted_at'),
    approvedAt: tstz('approved_at'),
    approvedBy: text('approved_by').$type<'manager' | 'system'>(),
    adjustedAt: tstz('adjusted_at'),
    disputedAt: tstz('disputed_at'),
    disputeNote: text('dispute_note'),
    updatedAt: updatedAt(),
    /** The worker's times before the manager's 'Adjust' (migration 0020), for "Use the worker's times". */
    workerCheckInAt: tstz('worker_check_in_at'),
    workerCheckOutAt: tstz('worker_check_out_at'),
    /** The operations team's decision of a dispute (migration 0020; docs/product/operations.md, "Queues"). */
    disputeDecidedAt: tstz('dispute_decided_at'),
    disputeDecidedBy: setNullRef('dispute_decided_by', () => users.id),
    disputeDecision: text('dispute_decision').$type<'keep' | 'worker_times'>(),
    disputeReason: text('dispute_reason'),
    /**
     * Set while the recorded times claim more than the shift's scheduled span (migration 0024;
     * src/shared/domain/timesheet-claims.ts): never approved automatically nor by 'Approve all', only by its manager.
     */
    flaggedReason: text('flagged_reason').$type<TimesheetFlagReason>(),
  },
  (t) => [
    index('timesheets_disputed_idx').on(t.status, t.disputedAt),
    uniqueIndex('timesheets_application_uq').on(t.applicationId),
    index('timesheets_manager_status_idx').on(t.managerId, t.status),
    index('timesheets_worker_approved_idx').on(t.workerId, t.approvedAt),
    index('timesheets_shift_idx').on(t.shiftId),
    // The daily reconciliation's approved timesheets of a day (drizzle/0035_ledger_reconciliation.sql).
    index('timesheets_approved_at_idx').on(t.approvedAt).where(sql`${t.approvedAt} IS NOT NULL`),
    check('timesheets_flagged_reason_check', sql`${t.flaggedReason} IN ('claimed_over_scheduled')`),
  ],
);
