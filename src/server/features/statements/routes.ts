import { z } from 'zod';
import {
  chargesPageSchema,
  earningsStatementSchema,
  payoutsPageSchema,
  receiptSchema,
} from '../../../shared/schemas/responses/statements';
import { statementQuerySchema } from '../../../shared/schemas/statements';
import { declareRoutes } from '../../lib/route';
import { idParams, pageQuery } from '../../lib/route-inputs';
import { chargeReceipt, listCharges } from './charge-rows';
import { chargesCsv } from './charges-csv';
import { earningsStatement, listPayouts } from './earnings-statement';

/** Receipts and statements (docs/product/payments.md, "Receipts and statements"). */
export const statementRoutes = declareRoutes(({ ctx, manager, talent }) => {
  manager.get('/billing/charges', {
    summary: "The business's charges for approved work, newest first, keyset-paginated",
    query: pageQuery,
    response: chargesPageSchema,
    handler: ({ user, query }) => listCharges(ctx, user.id, query),
  });

  manager.get('/billing/charges.csv', {
    summary: "Every charge of the business's as a CSV file (newest first; dollars with two decimals)",
    response: z.string(),
    handler: async ({ user, reply }) => {
      const csv = await chargesCsv(ctx, user.id);
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="talentbridge-charges-${day}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  });

  manager.get('/billing/charges/:id/receipt', {
    summary: "The receipt of one of the business's charges",
    description: "404 for any id that is not one of the caller's charges.",
    params: idParams,
    response: receiptSchema,
    handler: ({ user, params }) => chargeReceipt(ctx, user.id, params.id),
  });

  talent.get('/earnings/statement', {
    summary: "The worker's paid out and pending pay, and a calendar year's tax summary",
    description:
      'year: a calendar year from 2026 to the current one (the current one when left out); 400 otherwise.',
    query: statementQuerySchema,
    response: earningsStatementSchema,
    handler: ({ user, query }) => earningsStatement(ctx, user.id, query),
  });

  talent.get('/earnings/payouts', {
    summary: "The worker's payouts, newest first, keyset-paginated",
    query: pageQuery,
    response: payoutsPageSchema,
    handler: ({ user, query }) => listPayouts(ctx, user.id, query),
  });
});
