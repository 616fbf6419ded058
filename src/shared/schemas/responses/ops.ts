// What the staff sign-in and the operations console answer (docs/product/operations.md).
import { z } from 'zod';
import { sessionUserSchema } from './accounts';
import { isoDateTime } from './common';

/** POST /api/auth/sign-in for a staff account: the password was right, the second factor is next. */
export const secondFactorPendingSchema = z.object({
  user: z.null(),
  secondFactor: z.enum(['enrol', 'verify']),
});

export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});

/** After the second factor: the session's user; at enrolment also the recovery codes, shown this once. */
export const staffSignedInSchema = z.object({
  user: sessionUserSchema,
  recoveryCodes: z.array(z.string()).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: isoDateTime,
  actorId: z.string().nullable(),
  /** The actor's name beside the id (a staff member's, a user's); null for 'system' and 'command-line'. */
  actorName: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  /** The name of the account the entry is about (the account itself, an appeal's or a flag's account), if any. */
  targetName: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().nullable(),
});

export const opsQueuesSchema = z.object({
  queues: z.array(
    z.object({ key: z.string(), label: z.string(), count: z.number(), oldestAt: isoDateTime.nullable() }),
  ),
});
