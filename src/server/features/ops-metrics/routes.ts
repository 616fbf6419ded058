import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_MESSAGES } from '../../../shared/marketplace/ops-messages';
import { metricsQuerySchema } from '../../../shared/schemas/ops-metrics';
import { opsMetricsSchema } from '../../../shared/schemas/responses/ops-metrics';
import { route } from '../../lib/route';
import { opsMetrics } from './ops-metrics';

const messages = { unauthenticated: OPS_MESSAGES.signInForStaff, forbidden: OPS_MESSAGES.onlyStaff };

/** The console's metrics (docs/product/operations.md, "Metrics"): staff only, 401 anonymous, 403 everyone else. */
export const opsMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/ops/metrics',
    summary: 'Weekly marketplace figures for the last ISO weeks (UTC)',
    access: 'ops',
    messages,
    query: metricsQuerySchema,
    response: opsMetricsSchema,
    handler: ({ query }) => opsMetrics(ctx, query),
  });
};
