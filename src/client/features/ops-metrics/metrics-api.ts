// GET /api/ops/metrics for the console's metrics page (docs/product/operations.md, "Metrics").
import { useQuery } from '@tanstack/react-query';
import type { OpsMetrics } from '../../../shared/schemas/responses/ops-metrics';
import { api } from '../../lib/api';

export function useOpsMetrics(weeks: number) {
  return useQuery({
    queryKey: ['ops', 'metrics', weeks],
    queryFn: ({ signal }) => api<OpsMetrics>(`/ops/metrics?weeks=${weeks}`, { signal }),
  });
}
