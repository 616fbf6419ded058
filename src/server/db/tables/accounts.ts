// Accounts: one user row per account, its role's own row, its sessions (docs/product/accounts.md, docs/product/profiles.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import { createdAt, tstz, updatedAt } from './columns';

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
     * When `phone` was proven by a code texted to it (issue 10 item 7). Cleared whenever the phone changes; no
     * text goes to an unverified number and SMS consent does not count until it is set.
     */
    phoneVerifiedAt: tstz('phone_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_role_uq').on(t.email, t.role), index('users_phone_idx').on(t.phone)],
);

export const talentProfiles = pgTable('talent_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Null until the worker says (issue 11: asked after sign-up, not at it); likewise `years`. */
  sector: text('sector'),
  years: text('years'),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  bio: text('bio'),
  funFact: text('fun_fact'),
  approved: boolean('approved').notNull().default(false),
  avatarKey: text('avatar_key'),
  cardNumber: text('card_number'),
  averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
  shiftsCompleted: integer('shifts_completed').notNull().default(0),
  positionTitle: text('position_title'),
  careerHighlights: text('career_highlights').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const managerAccounts = pgTable('manager_accounts', {
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
