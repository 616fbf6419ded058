import { boolean, date, index, integer, pgTable, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '../../../shared/domain/application-status';
import type { StoredShiftStatus } from '../../../shared/domain/shift-status';
import { users } from './accounts';
import { createdAt, tstz, updatedAt } from './columns';

export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    managerEmail: text('manager_email').notNull(),
    positionTitle: text('position_title').notNull(),
    locationAddress: text('location_address').notNull(),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    overnight: boolean('overnight').notNull().default(false),
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
    nonSmokers: boolean('non_smokers').notNull().default(false),
    additionalInfo: text('additional_info'),
    status: text('status').$type<StoredShiftStatus>().notNull().default('open'),
    /** Kept in step with accepted applications under a row lock; FILLED when >= max_applications. */
    acceptedCount: integer('accepted_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shifts_open_listing_idx').on(t.status, t.startsAt, t.id),
    index('shifts_manager_idx').on(t.managerId, t.createdAt),
  ],
);

export const shiftApplications = pgTable(
  'shift_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('interested'),
    appliedAt: tstz('applied_at').notNull().defaultNow(),
    contactedAt: tstz('contacted_at'),
    selectedAt: tstz('selected_at'),
    acceptedAt: tstz('accepted_at'),
    /**
     * The offer text is being sent (issue 10 item 11): one conditional update claims the application until this
     * time, on any instance; a claim whose holder crashed lapses and may be taken again.
     */
    contactingUntil: tstz('contacting_until'),
    /** Idempotency key of the offer text; a retry after a crash sends with the same key. */
    contactKey: text('contact_key'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_applications_shift_worker_uq').on(t.shiftId, t.workerId),
    index('shift_applications_worker_idx').on(t.workerId, t.appliedAt),
    index('shift_applications_shift_idx').on(t.shiftId, t.appliedAt),
  ],
);
