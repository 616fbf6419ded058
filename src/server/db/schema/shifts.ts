// Shifts and the applications to them (the booking lifecycle), and a shift's change history.
// Part of the one Drizzle schema (../schema.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '../../../shared/domain/application-status';
import type { CancellationConsequenceKind, EndedReason } from '../../../shared/domain/cancellation-policy';
import type { StoredShiftStatus } from '../../../shared/domain/shift-status';
import type { Actor } from '../../../shared/domain/state-machine';
import { users } from './accounts';
import { cascadeRef, counter, flag, setNullRef, timestamps, tstz, updatedAt } from './columns';

export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: cascadeRef('manager_id', () => users.id),
    businessName: text('business_name').notNull(),
    managerEmail: text('manager_email').notNull(),
    positionTitle: text('position_title').notNull(),
    locationAddress: text('location_address').notNull(),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    overnight: flag('overnight'),
    timeZone: text('time_zone').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** Money in integer cents, never a float. */
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(30),
    dressCode: text('dress_code'),
    jobDescription: text('job_description'),
    requirements: text('requirements'),
    parkingInfo: text('parking_info'),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    maxApplications: integer('max_applications').notNull().default(1),
    nonSmokers: flag('non_smokers'),
    additionalInfo: text('additional_info'),
    status: text('status').$type<StoredShiftStatus>().notNull().default('open'),
    /** Kept in step with accepted applications under a row lock; FILLED when >= max_applications. */
    acceptedCount: counter('accepted_count'),
    /** 'Offer the next applicant automatically' when an offer expires (docs/product/applications.md, "Offer window"). */
    autoBackfill: boolean('auto_backfill').notNull().default(true),
    /** The edit's concurrency token (docs/product/shifts.md, "Edit shift"): each edit moves it on by one. */
    version: counter('version'),
    /** The 4-digit check-in code, shown only to the manager (docs/product/attendance.md, "Check-in code"); null on shifts made before it, until first read. */
    checkInCode: text('check_in_code'),
    /**
     * 'Favourites first' (docs/product/trust.md, "Favourites"): until this instant only the manager's favourites see
     * the shift; null when posted for everyone. Set at posting from the chosen 0, 2, 12 or 24 h.
     */
    favouritesFirstUntil: tstz('favourites_first_until'),
    /** The reason the manager gave when cancelling ('Cancel shift'), shown on the ended cards (migration 0040). */
    cancellationNote: text('cancellation_note'),
    ...timestamps(),
  },
  (t) => [
    index('shifts_open_listing_idx').on(t.status, t.startsAt, t.id),
    index('shifts_manager_idx').on(t.managerId, t.createdAt),
    /** Manage Shifts, 'Today and in progress' (list-manager-shifts.ts): started shifts by start, keyset (starts_at, id). */
    index('shifts_manager_start_idx').on(t.managerId, t.startsAt, t.id),
  ],
);

export const shiftApplications = pgTable(
  'shift_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: cascadeRef('shift_id', () => shifts.id),
    workerId: cascadeRef('worker_id', () => users.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('interested'),
    appliedAt: tstz('applied_at').notNull().defaultNow(),
    contactedAt: tstz('contacted_at'),
    selectedAt: tstz('selected_at'),
    acceptedAt: tstz('accepted_at'),
    /** When a selection lapses unanswered (offer-window.ts), set with selected; the offer-expiry job runs then. */
    offerExpiresAt: tstz('offer_expires_at'),
    /**
     * The offer text is being sent: one conditional update claims the application until this
     * time, on any instance; a claim whose holder crashed lapses and may be taken again.
     */
    contactingUntil: tstz('contacting_until'),
    /** Idempotency key of the offer text; a retry after a crash sends with the same key. */
    contactKey: text('contact_key'),
    /**
     * The worker said 'Confirm I'm coming' for this booking, in the app or by replying YES to the reminder
     * (docs/product/applications.md, "Confirm I'm coming"; confirm-attendance.ts). A booking is never removed for lacking it.
     */
    attendanceConfirmedAt: tstz('attendance_confirmed_at'),
    /** The 4-character code of the offer text, set at selection; unique among the worker's pending offers (docs/product/sms.md, "Reply by text"). */
    replyCode: text('reply_code'),
    /** Calendar invites sent for this booking so far; the next carries this number as its SEQUENCE (booking-emails.ts). */
    calendarSequence: counter('calendar_sequence'),
    /** A booking's cancellation (docs/product/applications.md, "Cancellations"): when, by whom, what it counts for. */
    cancelledAt: tstz('cancelled_at'),
    cancelledBy: text('cancelled_by').$type<Actor>(),
    cancellationConsequence: text('cancellation_consequence').$type<CancellationConsequenceKind>(),
    /** The worker used their emergency excuse (one per 90 days, CANCELLATION_POLICY.emergencyExcuse). */
    emergencyExcuse: flag('emergency_excuse'),
    /** Why the platform ended the application ("No limbo"): filled, closed, cancelled, or passed ('Not this time'). */
    endedReason: text('ended_reason').$type<EndedReason>(),
    /** The shift changed materially after booking and the worker has not re-confirmed: cancelling is free. */
    termsChangedAt: tstz('terms_changed_at'),
    /** An edit's text was queued for this booking; no other until the worker re-confirms (migration 0025). */
    editTextedAt: tstz('edit_texted_at'),
    /** Attendance (docs/product/attendance.md; check-in.ts, check-out.ts): when the worker arrived and left. */
    checkedInAt: tstz('checked_in_at'),
    checkedOutAt: tstz('checked_out_at'),
    /** Arrived more than 10 min after the start (ATTENDANCE_WINDOW.lateAfterStartMs). */
    checkInLate: flag('check_in_late'),
    /** Checked out automatically at the scheduled end, 4 h after it (auto-check-out.ts). */
    checkOutAuto: flag('check_out_auto'),
    /** A manager's 'Mark as arrived': who, and the reason they gave; null for the worker's own check-in. */
    arrivalMarkedBy: setNullRef('arrival_marked_by', () => users.id),
    arrivalReason: text('arrival_reason'),
    /** The wrong-code lock (docs/product/attendance.md, "Check-in"; check-in.ts): wrong codes since the last right
     *  code or lock, and until when check-in is locked (CHECK_IN_CODE.lockMs from the fifth). */
    checkInFailures: counter('check_in_failures'),
    checkInLockedUntil: tstz('check_in_locked_until'),
    /** When the booking became completed (complete-application.ts): the 7-day rating window opens then. */
    completedAt: tstz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_applications_shift_worker_uq').on(t.shiftId, t.workerId),
    uniqueIndex('shift_applications_worker_reply_code_uq')
      .on(t.workerId, t.replyCode)
      .where(sql`${t.status} = 'selected' AND ${t.replyCode} IS NOT NULL`),
    index('shift_applications_worker_idx').on(t.workerId, t.appliedAt),
    index('shift_applications_shift_idx').on(t.shiftId, t.appliedAt),
    index('shift_applications_emergency_idx').on(t.workerId, t.cancelledAt).where(sql`${t.emergencyExcuse}`),
  ],
);

/** One field of a saved shift edit, with display-ready values ('9:00 AM', '$18.50/hr'). */
export type ShiftChangeField = { field: string; before: string; after: string };

/** The change history of a shift: one row per saved edit (docs/product/shifts.md, "Edit shift"). */
export const shiftChanges = pgTable(
  'shift_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: cascadeRef('shift_id', () => shifts.id),
    changedAt: tstz('changed_at').notNull(),
    changedBy: setNullRef('changed_by', () => users.id),
    /** Whether booked workers had to re-confirm (src/shared/domain/shift-change.ts). */
    material: boolean('material').notNull(),
    changes: jsonb('changes').$type<ShiftChangeField[]>().notNull(),
  },
  (t) => [
    index('shift_changes_shift_idx').on(t.shiftId, t.changedAt),
    index('shift_changes_changed_by_idx').on(t.changedBy),
  ],
);
