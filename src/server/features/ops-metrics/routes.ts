import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsQuerySchema } from '../../../shared/schemas/ops-metrics';
import { opsMetricsSchema } from '../../../shared/schemas/responses/ops-metrics';
import { route } from '../../lib/route';
import { opsMetrics } from './ops-metrics';

/** The console's metrics (docs/product/operations.md, "Metrics"): staff only, 401 anonymous, 403 everyone else. */
export const opsMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/ops/metrics',
    summary: 'Weekly marketplace figures for the last ISO weeks (UTC)',
    access: 'ops',
    query: metricsQuerySchema,
    response: opsMetricsSchema,
    handler: ({ query }) => opsMetrics(ctx, query),
  });
};
