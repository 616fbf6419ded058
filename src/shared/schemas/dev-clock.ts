// 'Move time', the development clock (docs/product/development-clock.md): how far one move may go, and what the
// route answers.
import { z } from 'zod';
import { isoDateTime } from './responses/common';

/** One move goes at most 30 days ahead: enough for every timed rule (the longest, the rating window, is 7 days). */
export const DEV_CLOCK_MAX_MINUTES = 30 * 24 * 60;

export const devClockMoveSchema = z.object({
  minutes: z
    .number({ error: 'Enter how many minutes to move time forward.' })
    .int('Enter a whole number of minutes.')
    .min(1, 'Move time forward by at least 1 minute.')
    .max(DEV_CLOCK_MAX_MINUTES, `Move time by at most ${DEV_CLOCK_MAX_MINUTES} minutes (30 days) at once.`),
});
export type DevClockMoveInput = z.infer<typeof devClockMoveSchema>;

/** The server's clock: what time it is there, and how far it has been moved from the real time. */
export const devClockSchema = z.object({
  now: isoDateTime,
  movedMinutes: z.number().int().nonnegative(),
});
export type DevClockDto = z.infer<typeof devClockSchema>;

/** `POST /api/dev/clock/move`: the clock after the move, and how many scheduled jobs fell due and ran on the way. */
export const devClockMovedSchema = devClockSchema.extend({ jobsRun: z.number().int().nonnegative() });
export type DevClockMovedDto = z.infer<typeof devClockMovedSchema>;
