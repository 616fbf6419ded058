// GET /api/ops/metrics: what the console's metrics page asks for (docs/product/operations.md, "Metrics").
import { z } from 'zod';

export const METRICS_WEEKS = { default: 12, max: 26 } as const;
export const METRICS_MESSAGES = {
  badWeeks: `Choose between 1 and ${METRICS_WEEKS.max} weeks.`,
} as const;

/** The number of ISO weeks (Monday to Sunday, UTC) to show, the current one included. */
export const metricsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: METRICS_MESSAGES.badWeeks })
    .int(METRICS_MESSAGES.badWeeks)
    .min(1, METRICS_MESSAGES.badWeeks)
    .max(METRICS_WEEKS.max, METRICS_MESSAGES.badWeeks)
    .default(METRICS_WEEKS.default),
});
export type MetricsQuery = z.output<typeof metricsQuerySchema>;
