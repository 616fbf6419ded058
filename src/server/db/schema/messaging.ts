// What is sent and told: notifications, events, the outbox, SMS opt-outs and replies, scheduled jobs.
// Part of the one Drizzle schema (../schema.ts).
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cascadeRef, counter, createdAt, flag, jsonObject, setNullRef, textList, tstz } from './columns';

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

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: cascadeRef('recipient_id', () => users.id),
    senderId: setNullRef('sender_id', () => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonObject('data'),
    sentVia: textList('sent_via'),
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
    userId: cascadeRef('user_id', () => users.id),
    type: text('type').notNull(),
    payload: jsonObject('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('events_user_idx').on(t.userId, t.id)],
);

export type OutboxChannel = 'sms' | 'email';
/** One e-mail attachment kept as text (an .ics invite): sent with its content type, e.g. 'text/calendar; method=REQUEST'. */
export type EmailAttachment = { filename: string; contentType: string; content: string };
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';

/** A message as written for one recipient: the outbox's and the development inbox's. */
const messageContent = () => ({
  channel: text('channel').$type<OutboxChannel>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
});

/**
 * An e-mail's HTML part (body is its plain-text part; null for text-only mail and SMS:
 * docs/decisions/016-booking-emails.md) and its attachments, e.g. the .ics invite of a booking (sent as
 * text/calendar with its METHOD).
 */
const emailParts = () => ({
  html: text('html'),
  attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
});

/** Transactional outbox: written in the same transaction as the change that causes the message. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...messageContent(),
    userId: setNullRef('user_id', () => users.id),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: counter('attempts'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    providerId: text('provider_id'),
    lastError: text('last_error'),
    /** Holds a secret (a reset or confirmation link): the body is cleared once delivered. */
    sensitive: flag('sensitive'),
    ...emailParts(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /**
     * Given to the provider with every attempt (Twilio's idempotency token, the e-mail's Message-ID), so a message
     * sent again after a crash or a lost answer is the same message, not a second one (migration 0027).
     */
    idempotencyKey: text('idempotency_key').notNull().default(sql`gen_random_uuid()::text`),
    /** Staff's 'Retry' or 'Drop' of a message that failed for good (migration 0020; docs/product/operations.md). */
    decidedAt: tstz('decided_at'),
    decidedBy: setNullRef('decided_by', () => users.id),
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
    payload: jsonObject('payload'),
    status: text('status').$type<ScheduledJobStatus>().notNull().default('pending'),
    attempts: counter('attempts'),
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

/** What the `log` providers "sent": the development inbox page reads it. */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...messageContent(),
    /** The sender's idempotency key: a second send with the same key stores nothing. */
    idempotencyKey: text('idempotency_key'),
    /** For 'View HTML' and the .ics download on the development inbox. */
    ...emailParts(),
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
    /** Staff's 'Reply' or 'Mark handled' (migration 0020); the reply as sent by e-mail. */
    handledAt: tstz('handled_at'),
    handledBy: setNullRef('handled_by', () => users.id),
    reply: text('reply'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_queue_idx').on(t.handledAt, t.createdAt),
  ],
);

export type DirectTextStatus = 'sent' | 'failed' | 'uncertain';

/**
 * Texts the SMS service sent now, outside the outbox (messaging/sms-service.ts; migration 0041): what the staff's
 * account page and the weekly metrics count beside the outbox's texts. Never the body (a phone code is a secret).
 */
export const directTexts = pgTable(
  'direct_texts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: setNullRef('user_id', () => users.id),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').$type<'notification' | 'test' | 'verification'>().notNull(),
    /** 'uncertain': the provider may have taken it (a timeout); its caller retries under the same key. */
    status: text('status').$type<DirectTextStatus>().notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    /** A retry under the same key is the same text: it updates this row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('direct_texts_key_uq').on(t.idempotencyKey),
    index('direct_texts_user_idx').on(t.userId, t.createdAt),
    index('direct_texts_created_idx').on(t.createdAt),
  ],
);
