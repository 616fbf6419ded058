// How the access-control matrix calls the console's metrics (docs/product/operations.md,
// "Metrics"): staff only, the same request in every cell.
import type { Builder } from './world';

export const OPS_METRICS_BUILDERS: Record<string, Builder> = {
  'GET /api/ops/metrics': async () => ({ method: 'GET', url: '/api/ops/metrics?weeks=12' }),
};
