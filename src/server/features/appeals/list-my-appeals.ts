import { desc, eq } from 'drizzle-orm';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import type { AppContext } from '../../context';
import { appeals } from '../../db/schema';
import { toAppealDto } from './appeal-dto';

/** At most one appeal per decision, so a worker has few; the newest 100 bound the answer should one have many. */
const MAX_APPEALS = 100;

/** The worker's own appeals, newest first (docs/product/attendance.md, "Appeals"): the History cards read them. */
export async function listMyAppeals(ctx: AppContext, userId: string): Promise<{ appeals: AppealDto[] }> {
  const rows = await ctx.db
    .select()
    .from(appeals)
    .where(eq(appeals.userId, userId))
    .orderBy(desc(appeals.createdAt), desc(appeals.id))
    .limit(MAX_APPEALS);
  return { appeals: rows.map(toAppealDto) };
}
