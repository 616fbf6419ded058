import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  numeric,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The column helpers every table of the schema uses. Each stands for one SQL column definition of the migrations in
// drizzle/ (names, types, defaults, nullability and references as written there).
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** When the row was made and last changed, for the tables that keep both side by side. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A count kept on the row, from zero. */
export const counter = (name: string) => integer(name).notNull().default(0);
/** A yes/no setting or mark, off until set. */
export const flag = (name: string) => boolean(name).notNull().default(false);
/** A list of short texts, empty by default. */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
/** A JSON object of free shape, empty by default. */
export const jsonObject = (name: string) =>
  jsonb(name).$type<Record<string, unknown>>().notNull().default({});

/** A required reference to another table's row, deleted with that row (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that outlives its target: null once that row is deleted (ON DELETE SET NULL). */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/** A reference whose target cannot be deleted while this row exists (ON DELETE RESTRICT): money records. */
export const restrictRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'restrict' });

/**
 * The key of a row that extends one account (a role's details, a profile): the user's id, and the row is deleted
 * with the account.
 */
export const accountKey = (target: () => AnyPgColumn) =>
  uuid('user_id').primaryKey().references(target, { onDelete: 'cascade' });

/**
 * The mean of a side's live ratings (null before any) and their count (docs/product/trust.md, "Ratings"), kept by
 * publish-ratings.ts.
 */
export const ratingAggregate = () => ({
  averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
  ratingCount: counter('rating_count'),
});

/** A single-use link's token: only its hash is stored; it expires, and is spent once (used_at). */
export const singleUseToken = () => ({
  tokenHash: text('token_hash').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

/**
 * The operations team's decision of an item in a queue (docs/product/operations.md, "Queues"): when, by whom (the
 * staff member's user row; null once that account is gone) and why.
 */
export const staffDecision = (staffUser: () => AnyPgColumn) => ({
  decidedAt: tstz('decided_at'),
  decidedBy: setNullRef('decided_by', staffUser),
  decisionReason: text('decision_reason'),
});
