import { and, asc, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';

export type EventRow = { id: number; userId: string; type: string; payload: Record<string, unknown> };

const columns = { id: events.id, userId: events.userId, type: events.type, payload: events.payload };

/** A user's events after `afterId`, oldest first (Last-Event-ID replay). */
export function eventsAfter(db: Db, userId: string, afterId: number, limit: number): Promise<EventRow[]> {
  return db
    .select(columns)
    .from(events)
    .where(and(eq(events.userId, userId), gt(events.id, afterId)))
    .orderBy(asc(events.id))
    .limit(limit);
}

/** The newest event id of a user (the starting point of a stream opened without Last-Event-ID). */
export async function latestEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(desc(events.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * The rows named by NOTIFY plus, per user, everything after that user's cursor: the second part catches
 * up on notifications that were lost (listener reconnecting) without trusting NOTIFY alone.
 */
export function eventsForDelivery(
  db: Db,
  ids: number[],
  cursors: { userId: string; afterId: number }[],
  limit: number,
): Promise<EventRow[]> {
  const conditions: SQL[] = cursors.map((c) => and(eq(events.userId, c.userId), gt(events.id, c.afterId))!);
  if (ids.length) conditions.push(inArray(events.id, ids));
  if (!conditions.length) return Promise.resolve([]);
  return db
    .select(columns)
    .from(events)
    .where(or(...conditions))
    .orderBy(asc(events.id))
    .limit(limit);
}
