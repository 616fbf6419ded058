import { metricsQuerySchema } from '../../../shared/schemas/ops-metrics';
import { opsMetricsSchema } from '../../../shared/schemas/responses/ops-metrics';
import { declareRoutes } from '../../lib/route';
import { opsMetrics } from './ops-metrics';

/** The console's metrics (docs/product/operations.md, "Metrics"): staff only, 401 anonymous, 403 everyone else. */
export const opsMetricsRoutes = declareRoutes(({ ctx, ops }) => {
  ops.get('/ops/metrics', {
    summary: 'Weekly marketplace figures for the last ISO weeks (UTC)',
    query: metricsQuerySchema,
    response: opsMetricsSchema,
    handler: ({ query }) => opsMetrics(ctx, query),
  });
});
