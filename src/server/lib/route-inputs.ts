import { z } from 'zod';

/**
 * A path parameter naming one row. The id is checked by the use-case, so a malformed one reads as "not found" with
 * the screen's own message; the bound only keeps absurd input out.
 */
function idParam<K extends string>(name: K) {
  return z.object({ [name]: z.string().max(100) } as Record<K, z.ZodString>);
}

export const idParams = idParam('id');
export const shiftParams = idParam('shiftId');
export const applicationParams = idParam('applicationId');
export const userParams = idParam('userId');
export const workerParams = idParam('workerId');

/** One page of a keyset-paginated list: where the last page ended, and how many rows (at most 50). */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
