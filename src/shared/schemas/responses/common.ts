// Small response shapes several routes share (every route declares what it answers).
import { z } from 'zod';

/** A moment, as `Date.prototype.toISOString()` writes it. */
export const isoDateTime = z.iso.datetime().meta({ examples: ['2026-01-16T14:00:00.000Z'] });

/** `{ ok: true }`: the request did what it asked. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** `{ ok: true, title, message }`: done, with the words the screen shows. */
export const okMessageResponseSchema = okResponseSchema.extend({ title: z.string(), message: z.string() });

/** Every refusal and failure (4xx, 5xx), mapped in one place (src/server/lib/error-handler.ts). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    title: z.string().optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  }),
});

export const healthResponseSchema = z.object({ ok: z.literal(true) });

/** The client build this server serves (null without a build). */
export const versionResponseSchema = z.object({ buildId: z.string().nullable() });
