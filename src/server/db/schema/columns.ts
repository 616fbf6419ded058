import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column helpers every table of the schema uses.
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A required reference to another table's row, deleted with that row (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

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
  decidedBy: uuid('decided_by').references(staffUser, { onDelete: 'set null' }),
  decisionReason: text('decision_reason'),
});
