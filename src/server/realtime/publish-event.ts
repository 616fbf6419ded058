import { events } from '../db/schema';
import type { Tx } from '../messaging/outbox';

export type RealtimeEventType = 'notification' | 'application_changed';

/**
 * Records an event for one user inside the caller's transaction. The SSE stream delivers it live
 * (after commit) and replays it to a client that reconnects with Last-Event-ID.
 */
export async function publishEvent(
  tx: Tx,
  userId: string,
  type: RealtimeEventType,
  payload: Record<string, unknown>,
): Promise<number> {
  const [row] = await tx.insert(events).values({ userId, type, payload }).returning({ id: events.id });
  return row!.id;
}
