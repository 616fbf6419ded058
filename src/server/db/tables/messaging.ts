// Notifications, realtime events, the outbox and what it sent, contact messages (docs/product/messaging.md, docs/product/realtime.md).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, tstz } from './columns';

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
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

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
    /** Holds a secret (a reset or confirmation link): the body is cleared once delivered (issue 10 item 13). */
    sensitive: boolean('sensitive').notNull().default(false),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_user_idx').on(t.userId),
    index('outbox_sent_idx').on(t.sentAt),
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
    /** The sender's idempotency key: a second send with the same key stores nothing (issue 10 item 11). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dev_messages_created_idx').on(t.createdAt),
    uniqueIndex('dev_messages_idempotency_uq').on(t.idempotencyKey),
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
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
