// The console's decidable queues on the client (docs/product/operations.md, "Queues").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OpsQueueDecisionBody } from '../../../shared/schemas/ops-queues';
import type { OpsQueuePageDto, opsQueueDecidedSchema } from '../../../shared/schemas/responses/ops-queues';
import { api } from '../../lib/api';
import { useSingleFlight } from '../../lib/use-single-flight';

export type OpsQueueItem = OpsQueuePageDto['items'][number];
export type OpsQueueDecided = z.infer<typeof opsQueueDecidedSchema>;

export function useOpsQueue(queue: string, page: number) {
  return useQuery({
    queryKey: ['ops', 'queue', queue, page],
    queryFn: ({ signal }) =>
      api<OpsQueuePageDto>(`/ops/queues/${encodeURIComponent(queue)}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One decision; the queue and the front page's counts reload after it, whether it won or lost. */
export function useDecideQueueItem(queue: string, id: string) {
  const client = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (body: OpsQueueDecisionBody) =>
        api<OpsQueueDecided>(`/ops/queues/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/decision`, {
          method: 'POST',
          body,
        }),
      onSettled: async () => {
        await client.invalidateQueries({ queryKey: ['ops', 'queue', queue] });
        await client.invalidateQueries({ queryKey: ['ops', 'queues'] });
      },
    }),
  );
}
