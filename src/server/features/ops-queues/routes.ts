import type { OpsQueueKey } from '../../../shared/domain/ops-queues';
import {
  opsQueueDecisionSchema,
  opsQueueItemParamsSchema,
  opsQueuePageQuerySchema,
  opsQueueParamsSchema,
} from '../../../shared/schemas/ops-queues';
import { opsQueuesSchema } from '../../../shared/schemas/responses/ops';
import { opsQueueDecidedSchema, opsQueuePageSchema } from '../../../shared/schemas/responses/ops-queues';
import { clientIp } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { opsQueues } from './queue-counts';
import { decideQueueItem, listQueue } from './queue-kit';
import { QUEUE_DEFS } from './queues';

/** The console's queues (docs/product/operations.md, "Console" and "Queues"): staff only. */
export const opsQueueRoutes = declareRoutes(({ ctx, ops }) => {
  ops.get('/ops/queues', {
    summary: "The console's queues with their counts and oldest item",
    response: opsQueuesSchema,
    handler: () => opsQueues(ctx),
  });

  ops.get('/ops/queues/:queue', {
    summary: "A queue's open items, oldest first, with their age and the decisions offered (paginated)",
    params: opsQueueParamsSchema,
    query: opsQueuePageQuerySchema,
    response: opsQueuePageSchema,
    handler: ({ params, query }) => listQueue(ctx, QUEUE_DEFS[params.queue as OpsQueueKey], query.page),
  });

  ops.post('/ops/queues/:queue/:id/decision', {
    summary: "Decide one item of a queue, with a reason (for 'Reply', the reply sent)",
    description:
      "409 with 'Already decided by <staff name> at <time>: <decision>.' when another decision came first.",
    params: opsQueueItemParamsSchema,
    body: opsQueueDecisionSchema,
    bodyLimit: 16 * 1024,
    response: opsQueueDecidedSchema,
    handler: ({ user, params, body, request }) =>
      decideQueueItem(
        ctx,
        QUEUE_DEFS[params.queue as OpsQueueKey],
        { id: user.id, role: user.role },
        params.id,
        body,
        clientIp(request),
      ),
  });
});
