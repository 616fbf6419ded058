import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/domain/roles';
import { users } from './accounts';
import { createdAt, tstz } from './columns';

/** Every sign-in attempt; lockout and rate limit are computed from it (ADR 002). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /**
     * The account the attempt was against (issue 10 item 1): lockout streaks are keyed by it, so nothing done
     * by or to another account (sign-out, a different role on the same e-mail) can clear them. Null when no
     * account has this e-mail.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The role tried when no account has it (user_id null): such attempts are scoped per (e-mail, role), like an
     * account's, so a lockout answers the same whether or not the account exists (issue 10 items 1 and 15).
     */
    role: text('role').$type<Role>(),
    ip: text('ip').notNull(),
    /** SHA-256 of a trusted-device cookie the client presented, if any. */
    deviceHash: text('device_hash'),
    success: boolean('success').notNull(),
    /**
     * sign_in: a checked password. blocked: refused while locked (counts toward the rate limit, never
     * extends the lock). password_reset: the owner proved the mailbox; clears that account's streak and counts
     * toward nothing else. sign_out: no longer written (issue 10 item 1: a sign-out proves nothing about the
     * account attacked); old rows are ignored.
     */
    kind: text('kind')
      .$type<'sign_in' | 'blocked' | 'password_reset' | 'sign_out'>()
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

/** Devices that have signed in successfully for an e-mail (OWASP device cookies; ADR 002). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The account the device signed in to (issue 10 item 1): trust is per account, so signing in to one's own
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

/** Six-digit codes texted to prove a phone number (issue 10 item 7); only the code's hash is kept. */
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
 * Numbers that replied STOP (issue 10 item 8): kept per number whether or not an account has it, cleared only
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
  },
  (t) => [index('inbound_sms_received_idx').on(t.receivedAt)],
);

/** A new e-mail address waiting to be confirmed by a link sent to it (issue 10 item 6). */
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
