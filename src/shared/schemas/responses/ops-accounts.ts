// What the console's account search and account page answer (docs/product/operations.md, "Accounts").
import { z } from 'zod';
import { isoDateTime } from './common';
import { auditEntrySchema } from './ops';
import { businessReliabilitySchema, workerReliabilitySchema } from './reliability';

export const suspensionSchema = z.object({
  at: isoDateTime,
  reason: z.string(),
  byName: z.string().nullable(),
});

/** One account in the search results. */
export const accountSummarySchema = z.object({
  id: z.string(),
  role: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  cardNumber: z.string().nullable(),
  suspended: z.boolean(),
});

export const accountSearchSchema = z.object({
  accounts: z.array(accountSummarySchema),
  /** The offset of the next page; null on the last. */
  nextOffset: z.number().int().nullable(),
});

export const accountBookingSchema = z.object({
  applicationId: z.string(),
  shiftId: z.string(),
  positionTitle: z.string(),
  /** The business (for a worker's booking) or the worker (for a manager's shift). */
  counterpart: z.string(),
  startsAt: isoDateTime,
  status: z.string(),
});

export const accountRatingSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  raterRole: z.string(),
  createdAt: isoDateTime,
  /** Shown to the other side and counted: published and not removed (isLiveRating). */
  live: z.boolean(),
  /** Removed by the operations team ('Remove it' on a report): it left every list and the averages. */
  removed: z.boolean(),
});

/**
 * A message sent to the person: through the outbox (a text or an e-mail) or a text the SMS service sent at once
 * ('direct': an offer, a reminder, an invitation, a phone code). Never the body.
 */
export const accountMessageSchema = z.object({
  /** 'outbox-<id>' or 'direct-<id>'. */
  id: z.string(),
  source: z.enum(['outbox', 'direct']),
  channel: z.string(),
  recipient: z.string(),
  /** An e-mail's subject; for a direct text what it was, e.g. '(phone code)'; null for an outbox text. */
  subject: z.string().nullable(),
  status: z.string(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});

/** GET /api/ops/accounts/:userId/messages: a page of messages, newest first. */
export const accountMessagesSchema = z.object({
  messages: z.array(accountMessageSchema),
  /** The offset of the next (older) page; null on the last. */
  nextOffset: z.number().int().nullable(),
});

export const accountPageSchema = z.object({
  account: accountSummarySchema.extend({
    createdAt: isoDateTime,
    suspension: suspensionSchema.nullable(),
  }),
  bookings: z.array(accountBookingSchema),
  reliability: z.union([
    z.object({ side: z.literal('worker'), figures: workerReliabilitySchema }),
    z.object({ side: z.literal('business'), figures: businessReliabilitySchema }),
    z.object({ side: z.literal('none') }),
  ]),
  ratingsAbout: z.array(accountRatingSchema),
  ratingsBy: z.array(accountRatingSchema),
  /** The newest messages (the first page of GET /api/ops/accounts/:userId/messages). */
  messages: z.array(accountMessageSchema),
  messagesNextOffset: z.number().int().nullable(),
  audit: z.array(auditEntrySchema),
  /** Every staff decision about the person (account, vetting, appeals, flags), newest first, with who decided. */
  decisions: z.array(auditEntrySchema),
});
export type AccountPageDto = z.output<typeof accountPageSchema>;

/** 'Suspend' and 'Reinstate' answer the account as it now is, and what the suspension ended. */
export const suspensionResultSchema = z.object({
  account: accountPageSchema.shape.account,
  ended: z.object({
    shiftsCancelled: z.number().int(),
    bookingsCancelled: z.number().int(),
    applicationsEnded: z.number().int(),
  }),
});
