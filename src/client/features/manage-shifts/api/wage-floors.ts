import { useQuery } from '@tanstack/react-query';
import type { WageFloorsDto } from '../../../../shared/schemas/responses/wage-floors';
import { api } from '../../../lib/api';

/** The floors where the manager's business is (docs/product/pricing.md, "Wage floors"); they change once a year. */
export function useWageFloors() {
  return useQuery({
    queryKey: ['wage-floors'] as const,
    queryFn: ({ signal }) => api<WageFloorsDto>('/shifts/wage-floors', { signal }),
    staleTime: 60 * 60_000,
  });
}
