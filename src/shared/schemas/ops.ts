// What the staff sign-in and the operations console send (docs/product/operations.md).
import { z } from 'zod';
import { OPS_MESSAGES } from '../marketplace/ops-messages';

/** A 6-digit TOTP code or a recovery code (xxxxxxxx-xxxxxxxx). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: OPS_MESSAGES.codeRequired })
    .trim()
    .min(1, OPS_MESSAGES.codeRequired)
    .max(40, OPS_MESSAGES.wrongCode),
});
export type SecondFactorCode = z.output<typeof secondFactorCodeSchema>;

const day = z
  .string({ error: OPS_MESSAGES.badFilter })
  .regex(/^\d{4}-\d{2}-\d{2}$/, OPS_MESSAGES.badFilter)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), OPS_MESSAGES.badFilter);
const optionalText = (max: number) =>
  z
    .string({ error: OPS_MESSAGES.badFilter })
    .trim()
    .max(max, OPS_MESSAGES.badFilter)
    .optional()
    .transform((value) => value || undefined);

/** GET /api/ops/audit and /api/ops/audit.csv: every filter optional; `from`/`to` are UTC days, both included. */
export const auditQuerySchema = z.object({
  actor: z
    .uuid({ error: OPS_MESSAGES.badFilter })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  action: optionalText(60),
  targetKind: optionalText(40),
  targetId: optionalText(100),
  from: day.optional().or(z.literal('').transform(() => undefined)),
  to: day.optional().or(z.literal('').transform(() => undefined)),
  /** Keyset: entries older than this id (the previous page's `nextCursor`). */
  before: z.coerce
    .number({ error: OPS_MESSAGES.badFilter })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  limit: z.coerce.number({ error: OPS_MESSAGES.badFilter }).int().min(1).max(200).default(50),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
