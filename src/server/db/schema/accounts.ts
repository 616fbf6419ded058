// Accounts, sign-in and sessions: users and their role tables, attempts, devices, tokens, rate limits.
// Part of the one Drizzle schema (../schema.ts).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  type PgColumnBuilderBase,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import type { VettingStatus } from '../../../shared/domain/vetting';
import type { MarylandCounty } from '../../../shared/domain/wage-floors';
import {
  accountKey,
  cascadeRef,
  counter,
  createdAt,
  flag,
  ratingAggregate,
  setNullRef,
  singleUseToken,
  textList,
  timestamps,
  tstz,
} from './columns';

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
    smsNotifications: flag('sms_notifications'),
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
    suspendedBy: setNullRef('suspended_by', (): AnyPgColumn => users.id),
    ...timestamps(),
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
    userId: accountKey(() => users.id),
    name: text('name').notNull(),
    /** Null until the worker says (asked after sign-up, not at it); likewise `years`. */
    sector: text('sector'),
    years: text('years'),
    skills: textList('skills'),
    bio: text('bio'),
    funFact: text('fun_fact'),
    approved: flag('approved'),
    avatarKey: text('avatar_key'),
    cardNumber: text('card_number'),
    /** The worker's live ratings from businesses. */
    ...ratingAggregate(),
    shiftsCompleted: counter('shifts_completed'),
    positionTitle: text('position_title'),
    careerHighlights: textList('career_highlights'),
    /**
     * Vetting (docs/product/operations.md, "Vetting"). `approved` stays true exactly when the status
     * is 'approved' (the match score reads it as vetted). The queue is ordered by `vettingSubmittedAt`, which a
     * resubmission keeps. `vettingNote` is the note of 'Ask for changes' or the reason of 'Reject'.
     */
    vettingStatus: text('vetting_status').$type<VettingStatus>().notNull().default('in_review'),
    vettingNote: text('vetting_note'),
    vettingSubmittedAt: tstz('vetting_submitted_at').notNull().defaultNow(),
    vettingDecidedAt: tstz('vetting_decided_at'),
    vettingDecidedBy: setNullRef('vetting_decided_by', (): AnyPgColumn => users.id),
    ...timestamps(),
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
    userId: accountKey(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    /** In Maryland, the business's county: its minimum wage may be the county's (docs/product/pricing.md). */
    county: text('county').$type<MarylandCounty>(),
    /** IANA zone of the business; shift times are local to it (docs/product/shifts.md). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** The business's live ratings from workers. */
    ...ratingAggregate(),
    /** 'Only vetted workers can apply': applying needs an approved profile. */
    vettedOnly: flag('vetted_only'),
    ...timestamps(),
  },
  (t) => [
    // The staff's account search (migration 0021): prefix searches on the lower-cased names.
    index('manager_accounts_first_name_lower_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('manager_accounts_last_name_lower_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('manager_accounts_company_lower_idx').on(sql`lower(${t.companyName}) text_pattern_ops`),
    check(
      'manager_accounts_county_check',
      sql`${t.county} IS NULL OR ${t.county} IN ('montgomery', 'howard', 'other')`,
    ),
  ],
);

export const workHistoryStamps = pgTable(
  'work_history_stamps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: cascadeRef('worker_id', () => users.id),
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
    userId: cascadeRef('user_id', () => users.id),
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
    userId: cascadeRef('user_id', () => users.id),
    /** E.164: the number the code was sent to; verifying proves this number only. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes entered; the code is dead after a few. */
    attempts: counter('attempts'),
    expiresAt: tstz('expires_at').notNull(),
    verifiedAt: tstz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A table of an account's single-use links (singleUseToken): found by the token's hash, listed by account, deleted
 * with it; `extra` holds what the link is for.
 */
function singleUseLinks<TName extends string, TExtra extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  extra: TExtra,
) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: cascadeRef('user_id', () => users.id),
      ...extra,
      ...singleUseToken(),
    },
    (t) => [uniqueIndex(`${name}_hash_uq`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId)],
  );
}

/** A new e-mail address waiting to be confirmed by a link sent to it. */
export const emailChangeRequests = singleUseLinks('email_change_requests', {
  newEmail: text('new_email').notNull(),
});

/** Devices that have signed in successfully for an e-mail (OWASP device cookies; ADR 002). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The account the device signed in to: trust is per account, so signing in to one's own
     * talent account never gives a device its own lockout scope (or reset quota) for a manager with that e-mail.
     */
    userId: cascadeRef('user_id', () => users.id),
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

export const passwordResetTokens = singleUseLinks('password_reset_tokens', {});

/** A worker's e-mail verification link: single use, 24 h. */
export const emailVerifications = singleUseLinks('email_verifications', {});

/**
 * The sessions a suspension ended (migration 0021), by the cookie token's hash: a tab still holding
 * such a cookie is told why it was signed out, and nobody else is. Cleared at 'Reinstate'.
 */
export const suspendedSessions = pgTable(
  'suspended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('suspended_sessions_user_idx').on(t.userId)],
);
