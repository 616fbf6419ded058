// Staff accounts and their second factor, the audit log, account flags.
// Part of the one Drizzle schema (../schema.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { accountKey, cascadeRef, counter, createdAt, staffDecision, tstz } from './columns';

/**
 * A staff account (role 'ops'; docs/product/operations.md), made by `npm run ops:add`, with its
 * TOTP second factor: `totp_enabled_at` null until the first code confirms enrolment; `totp_last_step` is the 30 s
 * step of the last accepted code, so a code is accepted once.
 */
export const staffAccounts = pgTable('staff_accounts', {
  userId: accountKey(() => users.id),
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
    userId: cascadeRef('user_id', () => users.id),
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
    userId: cascadeRef('user_id', () => users.id),
    expiresAt: tstz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Codes tried on this challenge (migration 0023; docs/product/operations.md, "Signing in"): at most five. */
    codesTried: counter('codes_tried'),
    /** Of those, codes checked and wrong: the first one sends the staff member a notice (ADR 021). */
    wrongCodes: counter('wrong_codes'),
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
    ...staffDecision(() => users.id),
  },
  (t) => [
    index('account_flags_queue_idx').on(t.status, t.createdAt),
    check('account_flags_status_check', sql`${t.status} IN ('open', 'cleared', 'suspended')`),
  ],
);
