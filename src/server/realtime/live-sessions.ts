import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** Which of these session ids still have a row (streams of the others end). */
export async function liveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids.slice(i, i + 500)));
    for (const row of rows) live.add(row.id);
  }
  return live;
}
