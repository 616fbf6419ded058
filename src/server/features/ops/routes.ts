import { z } from 'zod';
import { auditQuerySchema } from '../../../shared/schemas/ops';
import { auditPageSchema } from '../../../shared/schemas/responses/ops';
import { auditCsv, listAudit } from '../../audit/list-audit';
import { declareRoutes } from '../../lib/route';

/** The operations console's API (docs/product/operations.md): staff only, 401 anonymous, 403 everyone else. */
export const opsRoutes = declareRoutes(({ ctx, ops }) => {
  ops.get('/ops/audit', {
    summary: 'Audit log entries, newest first, filtered, keyset-paginated',
    query: auditQuerySchema,
    response: auditPageSchema,
    handler: ({ query }) => listAudit(ctx, query),
  });

  ops.get('/ops/audit.csv', {
    summary: 'Audit log entries as a CSV file (the same filters; newest first, at most 10 000)',
    query: auditQuerySchema,
    response: z.string(),
    handler: async ({ query, reply }) => {
      const csv = await auditCsv(ctx, query);
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  });
});
