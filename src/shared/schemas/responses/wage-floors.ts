// The answer of GET /api/shifts/wage-floors (docs/product/pricing.md, "Wage floors"): where the signed-in manager's
// business is and the floors in force there, so the shift form shows the binding floor before it is sent.
import { z } from 'zod';
import { MARYLAND_COUNTIES, WAGE_JURISDICTIONS } from '../../domain/wage-floors';

export const wageFloorsResponseSchema = z.object({
  place: z.object({ state: z.string(), county: z.enum(MARYLAND_COUNTIES).nullable() }),
  floors: z.array(
    z.object({
      jurisdiction: z.enum(WAGE_JURISDICTIONS),
      rateCents: z.number().int(),
      effectiveFrom: z.string(),
      sourceUrl: z.string(),
    }),
  ),
});
export type WageFloorsDto = z.infer<typeof wageFloorsResponseSchema>;
