// The inputs of the receipts and statements routes (docs/product/payments.md, "Receipts and statements").
import { z } from 'zod';
import { TAX_FORM } from '../domain/statements';

export const YEAR_INVALID = `The year is a calendar year from ${TAX_FORM.fromYear}, e.g. ${TAX_FORM.fromYear}.`;

/** 'Tax summary <year>': a calendar year from the first the summary covers; the current one when none is given. */
export const statementQuerySchema = z.object({
  year: z.coerce
    .number({ error: YEAR_INVALID })
    .int(YEAR_INVALID)
    .min(TAX_FORM.fromYear, YEAR_INVALID)
    .max(9999, YEAR_INVALID)
    .optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;
