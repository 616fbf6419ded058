import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../shared/constants';
import type { AppealStatus, AppealSubjectKind } from '../../shared/domain/appeals';
import type { ApplicationStatus } from '../../shared/domain/application-status';
import type { CancellationConsequenceKind, EndedReason } from '../../shared/domain/cancellation-policy';
import type { Role } from '../../shared/domain/roles';
import type { StoredShiftStatus } from '../../shared/domain/shift-status';
import type { Actor } from '../../shared/domain/state-machine';
import type { TimesheetFlagReason } from '../../shared/domain/timesheet-claims';
import type { VettingStatus } from '../../shared/domain/vetting';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// The domain types live in src/shared/domain; the columns below store them.
export type { Role };

/**
 * One row per account. The original specification kept talent (mvp_profiles) and managers (tbmanagers3) in
 * separate tables; we keep their role-specific fields apart too, but give every account one id space so sessions,
 * notifications and events can point at "a user". The same e-mail may hold one account of each role
 * (docs/product/accounts.md: sign-in without a role tries talent first, then manager).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** E.164, the number we text. */
    phone: text('phone'),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    smsConsentAt: tstz('sms_consent_at'),
    smsConsentIp: text('sms_consent_ip'),
    smsConsentUserAgent: text('sms_consent_user_agent'),
    smsConsentVersion: text('sms_consent_version'),
    /** Set by an inbound STOP; cleared by START. No SMS goes to the number while set. */
    smsOptedOutAt: tstz('sms_opted_out_at'),
    /**
     * When `phone` was proven by a code texted to it. Cleared whenever the phone changes; no
     * text goes to an unverified number and SMS consent does not count until it is set.
     */
    phoneVerifiedAt: tstz('phone_verified_at'),
    /** When the worker followed the verification link sent to `email` (email_verifications). */
    emailVerifiedAt: tstz('email_verified_at'),
    /**
     * A suspension by staff (docs/product/accounts.md, "Suspended accounts"): while set, the
     * account cannot sign in and has no session. Cleared by 'Reinstate'.
     */
    suspendedAt: tstz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    suspendedBy: uuid('suspended_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_role_uq').on(t.email, t.role),
    index('users_phone_idx').on(t.phone),
    index('users_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

export const talentProfiles = pgTable(
  'talent_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null until the worker says (asked after sign-up, not at it); likewise `years`. */
    sector: text('sector'),
    years: text('years'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    funFact: text('fun_fact'),
    approved: boolean('approved').notNull().default(false),
    avatarKey: text('avatar_key'),
    cardNumber: text('card_number'),
    /** Mean of the worker's live ratings and their count (docs/product/trust.md, "Ratings"); kept by publish-ratings.ts. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    shiftsCompleted: integer('shifts_completed').notNull().default(0),
    positionTitle: text('position_title'),
    careerHighlights: text('career_highlights').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Vetting (docs/product/operations.md, "Vetting"). `approved` stays true exactly when the status
     * is 'approved' (the match score reads it as vetted). The queue is ordered by `vettingSubmittedAt`, which a
     * resubmission keeps. `vettingNote` is the note of 'Ask for changes' or the reason of 'Reject'.
     */
    vettingStatus: text('vetting_status').$type<VettingStatus>().notNull().default('in_review'),
    vettingNote: text('vetting_note'),
    vettingSubmittedAt: tstz('vetting_submitted_at').notNull().defaultNow(),
    vettingDecidedAt: tstz('vetting_decided_at'),
    vettingDecidedBy: uuid('vetting_decided_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('talent_profiles_vetting_queue_idx').on(t.vettingStatus, t.vettingSubmittedAt),
    check(
      'talent_profiles_vetting_status_check',
      sql`${t.vettingStatus} IN ('in_review', 'changes_requested', 'approved', 'rejected')`,
    ),
    // The staff's account search (migration 0021): prefix searches on the lower-cased name, the card number.
    index('talent_profiles_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('talent_profiles_card_number_idx').on(t.cardNumber),
  ],
);

export const managerAccounts = pgTable(
  'manager_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    /** IANA zone of the business; shift times are local to it (docs/product/shifts.md). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** The business's live ratings from workers (docs/product/trust.md, "Ratings"); kept by publish-ratings.ts. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    /** 'Only vetted workers can apply': applying needs an approved profile. */
    vettedOnly: boolean('vetted_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The staff's account search (migration 0021): prefix searches on the lower-cased names.
    index('manager_accounts_first_name_lower_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('manager_accounts_last_name_lower_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('manager_accounts_company_lower_idx').on(sql`lower(${t.companyName}) text_pattern_ops`),
  ],
);

export const workHistoryStamps = pgTable(
  'work_history_stamps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    position: text('position').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_history_worker_idx').on(t.workerId, t.startDate)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Absolute: sign-in + 24 h (docs/product/accounts.md, "Sessions"). */
    expiresAt: tstz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt; lockout and rate limit are computed from it (ADR 002). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /**
     * The account the attempt was against: lockout streaks are keyed by it, so nothing done
     * by or to another account (sign-out, a different role on the same e-mail) can clear them. Null when no
     * account has this e-mail.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The role tried when no account has it (user_id null): such attempts are scoped per (e-mail, role), like an
     * account's, so a lockout answers the same whether or not the account exists.
     */
    role: text('role').$type<Role>(),
    ip: text('ip').notNull(),
    /** SHA-256 of a trusted-device cookie the client presented, if any. */
    deviceHash: text('device_hash'),
    success: boolean('success').notNull(),
    /**
     * sign_in: a checked password. blocked: refused while locked (counts toward the rate limit, never
     * extends the lock). password_reset: the owner proved the mailbox; clears that account's streak and counts
     * toward nothing else. sign_out: no longer written (a sign-out proves nothing about the
     * account attacked); old rows are ignored. second_factor: a checked staff code that was wrong (migration 0023):
     * counts towards the lockout like sign_in, and towards the account's hourly limit on wrong codes.
     * A sign_in or second_factor failure row is written before the check, as the attempt's slot (ADR 021), and
     * deleted again when the check passes.
     */
    kind: text('kind')
      .$type<'sign_in' | 'blocked' | 'password_reset' | 'sign_out' | 'second_factor'>()
      .notNull()
      .default('sign_in'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_email_ip_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Six-digit codes texted to prove a phone number; only the code's hash is kept. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164: the number the code was sent to; verifying proves this number only. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes entered; the code is dead after a few. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    verifiedAt: tstz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Numbers that replied STOP: kept per number whether or not an account has it, cleared only
 * by START from that number. No account setting can override it.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164 */
  phone: text('phone').primaryKey(),
  optedOutAt: tstz('opted_out_at').notNull(),
});

/** Inbound SMS webhooks already handled, by Twilio's MessageSid: a replayed STOP/START changes nothing. */
export const inboundSms = pgTable(
  'inbound_sms',
  {
    messageSid: text('message_sid').primaryKey(),
    fromPhone: text('from_phone').notNull(),
    keyword: text('keyword'),
    receivedAt: tstz('received_at').notNull(),
    /** The text we answered with, so a replayed webhook gets the same reply (docs/product/sms.md, "Reply by text"). */
    reply: text('reply'),
  },
  (t) => [index('inbound_sms_received_idx').on(t.receivedAt)],
);

/** A new e-mail address waiting to be confirmed by a link sent to it. */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_requests_hash_uq').on(t.tokenHash),
    index('email_change_requests_user_idx').on(t.userId),
  ],
);

/** Devices that have signed in successfully for an e-mail (OWASP device cookies; ADR 002). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The account the device signed in to: trust is per account, so signing in to one's own
     * talent account never gives a device its own lockout scope (or reset quota) for a manager with that e-mail.
     */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's e-mail when the device was first trusted; for reading only, never a key. */
    email: text('email').notNull(),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trusted_devices_user_device_uq').on(t.userId, t.deviceHash)],
);

/** Generic sliding-window counters for rate limits that must hold across restarts and instances. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_bucket_key_idx').on(t.bucket, t.key, t.createdAt)],
);

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
    /** 'Offer the next applicant automatically' when an offer expires (docs/product/applications.md, "Offer window"). */
    autoBackfill: boolean('auto_backfill').notNull().default(true),
    /** The edit's concurrency token (docs/product/shifts.md, "Edit shift"): each edit moves it on by one. */
    version: integer('version').notNull().default(0),
    /** The 4-digit check-in code, shown only to the manager (docs/product/attendance.md, "Check-in code"); null on shifts made before it, until first read. */
    checkInCode: text('check_in_code'),
    /**
     * 'Favourites first' (docs/product/trust.md, "Favourites"): until this instant only the manager's favourites see
     * the shift; null when posted for everyone. Set at posting from the chosen 0, 2, 12 or 24 h.
     */
    favouritesFirstUntil: tstz('favourites_first_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** A booking's cancellation (docs/product/applications.md, "Cancellations"): when, by whom, what it counts for. */
    cancelledAt: tstz('cancelled_at'),
    cancelledBy: text('cancelled_by').$type<Actor>(),
    cancellationConsequence: text('cancellation_consequence').$type<CancellationConsequenceKind>(),
    /** The worker used their emergency excuse (one per 90 days, CANCELLATION_POLICY.emergencyExcuse). */
    emergencyExcuse: boolean('emergency_excuse').notNull().default(false),
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
    checkInLate: boolean('check_in_late').notNull().default(false),
    /** Checked out automatically at the scheduled end, 4 h after it (auto-check-out.ts). */
    checkOutAuto: boolean('check_out_auto').notNull().default(false),
    /** A manager's 'Mark as arrived': who, and the reason they gave; null for the worker's own check-in. */
    arrivalMarkedBy: uuid('arrival_marked_by').references(() => users.id, { onDelete: 'set null' }),
    arrivalReason: text('arrival_reason'),
    /** The wrong-code lock (docs/product/attendance.md, "Check-in"; check-in.ts): wrong codes since the last right
     *  code or lock, and until when check-in is locked (CHECK_IN_CODE.lockMs from the fifth). */
    checkInFailures: integer('check_in_failures').notNull().default(0),
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
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    changedAt: tstz('changed_at').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether booked workers had to re-confirm (src/shared/domain/shift-change.ts). */
    material: boolean('material').notNull(),
    changes: jsonb('changes').$type<ShiftChangeField[]>().notNull(),
  },
  (t) => [
    index('shift_changes_shift_idx').on(t.shiftId, t.changedAt),
    index('shift_changes_changed_by_idx').on(t.changedBy),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    sentVia: text('sent_via').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    index('notifications_sender_idx').on(t.senderId),
  ],
);

/** Realtime events per user; the SSE stream replays from here after Last-Event-ID. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('events_user_idx').on(t.userId, t.id)],
);

export type OutboxChannel = 'sms' | 'email';
/** One e-mail attachment kept as text (an .ics invite): sent with its content type, e.g. 'text/calendar; method=REQUEST'. */
export type EmailAttachment = { filename: string; contentType: string; content: string };
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';

/** Transactional outbox: written in the same transaction as the change that causes the message. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    providerId: text('provider_id'),
    lastError: text('last_error'),
    /** Holds a secret (a reset or confirmation link): the body is cleared once delivered. */
    sensitive: boolean('sensitive').notNull().default(false),
    /** An e-mail's HTML part (body is its plain-text part); null for text-only mail and SMS (docs/decisions/016-booking-emails.md). */
    html: text('html'),
    /** E-mail attachments, e.g. the .ics invite of a booking (sent as text/calendar with its METHOD). */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** Staff's 'Retry' or 'Drop' of a message that failed for good (migration 0020; docs/product/operations.md). */
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').$type<'retry' | 'drop'>(),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_user_idx').on(t.userId),
    index('outbox_sent_idx').on(t.sentAt),
  ],
);

export type ScheduledJobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * Time-based work (offer expiry, reminders, …) run by src/server/scheduler (docs/decisions/015-scheduler.md).
 * One row per (kind, subject, due time), so scheduling the same work twice is a no-op. `locked_until` is the time
 * before which nobody may take the row: a runner's lease while running, the retry backoff while pending.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    runAt: tstz('run_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<ScheduledJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_work_uq').on(t.kind, t.subjectId, t.runAt),
    index('scheduled_jobs_due_idx').on(t.status, t.runAt),
    // The claim's order over unfinished rows only: a pass reads its batch off the front (ADR 015, "Throughput").
    index('scheduled_jobs_claim_idx').on(t.runAt, t.id).where(sql`status IN ('pending', 'running')`),
  ],
);

export type LedgerKind = 'late_cancellation_compensation' | 'timesheet_pay' | 'dispute_adjustment';

/**
 * What a business owes a worker (docs/product/applications.md, "The ledger"): written once, never updated; payments
 * settle it later. One entry per (kind, application), so a retried cancellation records once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Integer cents, always positive. */
    amountCents: integer('amount_cents').notNull(),
    /** The business: the shift's manager. */
    debtorUserId: uuid('debtor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The worker. */
    creditorUserId: uuid('creditor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => shiftApplications.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_kind_application_uq').on(t.kind, t.applicationId),
    index('ledger_entries_debtor_idx').on(t.debtorUserId, t.createdAt),
    index('ledger_entries_creditor_idx').on(t.creditorUserId, t.createdAt),
    index('ledger_entries_shift_idx').on(t.shiftId),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

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
    applicationId: uuid('application_id')
      .notNull()
      .references(() => shiftApplications.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    disputeDecidedBy: uuid('dispute_decided_by').references(() => users.id, { onDelete: 'set null' }),
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
    check('timesheets_flagged_reason_check', sql`${t.flaggedReason} IN ('claimed_over_scheduled')`),
  ],
);

/**
 * A worker's appeal of a decision about them, first of a no-show (docs/product/attendance.md, "Appeals"): one per
 * (subject, user), within 14 days. `subject_id` names the decided row (a shift application for 'no_show' and for a
 * late 'cancellation' mark, docs/product/trust.md), so it
 * carries no foreign key. The operations team decides: status, decided_at, decided_by, decision_reason.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<AppealSubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('appeals_subject_user_uq').on(t.subjectKind, t.subjectId, t.userId),
    index('appeals_user_idx').on(t.userId, t.createdAt),
    index('appeals_queue_idx').on(t.status, t.createdAt),
    check(
      'appeals_subject_kind_check',
      sql`${t.subjectKind} IN ('no_show', 'cancellation', 'vetting', 'suspension')`,
    ),
    check('appeals_status_check', sql`${t.status} IN ('open', 'upheld', 'dismissed')`),
  ],
);

/** What the `log` providers "sent": the development inbox page reads it. */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The sender's idempotency key: a second send with the same key stores nothing. */
    idempotencyKey: text('idempotency_key'),
    /** An e-mail's HTML part and attachments, for 'View HTML' and the .ics download on the development inbox. */
    html: text('html'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('dev_messages_created_idx').on(t.createdAt),
    uniqueIndex('dev_messages_idempotency_uq').on(t.idempotencyKey),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    messageType: text('message_type').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    /** Staff's 'Reply' or 'Mark handled' (migration 0020); the reply as sent by e-mail. */
    handledAt: tstz('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_queue_idx').on(t.handledAt, t.createdAt),
  ],
);

export type RaterRole = 'talent' | 'manager';
export type ReportStatus = 'open' | 'upheld' | 'dismissed';

/**
 * One side's rating of a completed booking (docs/product/trust.md, "Ratings"): the worker rates the business
 * (rater_role 'talent'), the manager rates the worker ('manager'). Hidden until `published_at`, set for both of the
 * booking's ratings in one statement when the second arrives or the 7-day window ends; never changed after that,
 * except the rated party's one public reply.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => shiftApplications.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role').$type<RaterRole>().notNull(),
    stars: integer('stars').notNull(),
    /** Stored exactly as typed (at most 500 characters); rendered as text, never as HTML. */
    comment: text('comment'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    publishedAt: tstz('published_at'),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    /** 'Remove the rating' by staff (migration 0020): hidden from every list and the averages. */
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('ratings_application_rater_uq').on(t.applicationId, t.raterRole),
    index('ratings_ratee_live_idx').on(t.rateeId, t.publishedAt),
    index('ratings_rater_idx').on(t.raterId, t.createdAt),
    check('ratings_stars_check', sql`${t.stars} BETWEEN 1 AND 5`),
    check('ratings_comment_length_check', sql`char_length(${t.comment}) <= 500`),
    check('ratings_rater_role_check', sql`${t.raterRole} IN ('talent', 'manager')`),
  ],
);

/** 'Report' on a live rating (docs/product/trust.md): one per (rating, reporter); the operations team decides. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('rating_reports_rating_reporter_uq').on(t.ratingId, t.reporterId),
    index('rating_reports_queue_idx').on(t.status, t.createdAt),
    check('rating_reports_status_check', sql`${t.status} IN ('open', 'upheld', 'dismissed')`),
  ],
);

/** A manager's starred worker (docs/product/trust.md, "Favourites"). */
export const favourites = pgTable(
  'favourites',
  {
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_pair_uq').on(t.managerId, t.workerId),
    index('favourites_worker_idx').on(t.workerId),
  ],
);

/**
 * 'Block worker' (a manager) and 'Hide this business' (a worker): silent and mutual (docs/product/trust.md,
 * "Blocks"). A row either way means the pair no longer see each other's shifts or applications.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocks_pair_uq').on(t.blockerId, t.blockedId),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/** 'Invite favourites' (docs/product/trust.md): one invitation per (shift, worker), however often the button is pressed. */
export const shiftInvitations = pgTable(
  'shift_invitations',
  {
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_invitations_pair_uq').on(t.shiftId, t.workerId),
    index('shift_invitations_worker_idx').on(t.workerId),
  ],
);

/**
 * The match model's weights (docs/decisions/018-match-score.md): the defaults until 200 outcomes exist, then one
 * row per training run. The newest row is the model in use; `source` says which.
 */
export const matchModels = pgTable(
  'match_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<'default' | 'learned'>().notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    sampleSize: integer('sample_size').notNull(),
    /** Outcomes in the sample that were good (completed without cancellation, rated 4 or more). */
    positives: integer('positives').notNull(),
    trainedAt: tstz('trained_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('match_models_trained_idx').on(t.trainedAt)],
);

/**
 * A staff account (role 'ops'; docs/product/operations.md), made by `npm run ops:add`, with its
 * TOTP second factor: `totp_enabled_at` null until the first code confirms enrolment; `totp_last_step` is the 30 s
 * step of the last accepted code, so a code is accepted once.
 */
export const staffAccounts = pgTable('staff_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  totpSecret: text('totp_secret'),
  totpEnabledAt: tstz('totp_enabled_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** The ten recovery codes of a staff account, SHA-256 of each (they are 80-bit random); each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_hash_uq').on(t.userId, t.codeHash)],
);

/** Password checked, second factor pending (10 min): the cookie holds the token, the row its hash. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Codes tried on this challenge (migration 0023; docs/product/operations.md, "Signing in"): at most five. */
    codesTried: integer('codes_tried').notNull().default(0),
    /** Of those, codes checked and wrong: the first one sends the staff member a notice (ADR 021). */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mfa_challenges_token_hash_uq').on(t.tokenHash),
    index('mfa_challenges_user_idx').on(t.userId),
  ],
);

/**
 * Who did what to what, when (ADR 020). Append-only: triggers refuse UPDATE, DELETE and TRUNCATE.
 * No foreign key on `actor_id`: the entry outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.at),
  ],
);

/** A worker's e-mail verification link: single use, 24 h, only the token's hash is stored. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_hash_uq').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

/**
 * The sessions a suspension ended (migration 0021), by the cookie token's hash: a tab still holding
 * such a cookie is told why it was signed out, and nobody else is. Cleared at 'Reinstate'.
 */
export const suspendedSessions = pgTable(
  'suspended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('suspended_sessions_user_idx').on(t.userId)],
);

export type AccountFlagStatus = 'open' | 'cleared' | 'suspended';

/**
 * An abuse limit that tripped (migration 0020): a sign-up burst from one address or a user's SMS
 * daily cap. Staff 'Clear' it or 'Suspend' the account (docs/product/operations.md, "Queues").
 */
export const accountFlags = pgTable(
  'account_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'signup_burst' | 'sms_daily_cap' | 'linked_accounts'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<AccountFlagStatus>().notNull().default('open'),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('account_flags_queue_idx').on(t.status, t.createdAt),
    check('account_flags_status_check', sql`${t.status} IN ('open', 'cleared', 'suspended')`),
  ],
);
