import type { RealtimeEventType } from '../../shared/realtime';
import { events } from '../db/schema';
import type { Tx } from '../messaging/outbox';

export type { RealtimeEventType };

/**
 * Records an event for one user inside the caller's transaction. A trigger NOTIFYs `tb_events` when the
 * transaction commits (drizzle/0001_realtime_notify.sql); every app instance's hub then pushes the row to
 * that user's open streams, and a client that reconnects with Last-Event-ID gets it replayed from here.
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
