import { sql } from 'drizzle-orm';
import type { RealtimeEventType } from '../../shared/realtime';
import type { Tx } from '../messaging/outbox';

export type { RealtimeEventType };

/**
 * Records an event for one user (or the same event for each of several) inside the caller's transaction. When the transaction commits, a deferred trigger
 * gives the row its final id under the event-order lock and NOTIFYs `tb_events` with it
 * (drizzle/0038_commit_order_at_commit.sql; ADR 006, ADR 025); every app instance's hub then pushes the row to that
 * user's open streams, and a client that reconnects with Last-Event-ID gets it replayed from here.
 *
 * Ids are handed out in commit order, so "replay everything after Last-Event-ID" can never skip an event that
 * committed late (the benchmark lost one that way before). The lock is held only for the commit's server-side tail,
 * not from this call on: the id is not known before the commit, so nothing is returned.
 */
export async function publishEvent(
  tx: Tx,
  userId: string | readonly string[],
  type: RealtimeEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  // One statement for every recipient of the same change (both sides of a booking, say): one row each, in this order.
  const rows = (typeof userId === 'string' ? [userId] : userId).map(
    (id) => sql`(${id}::uuid, ${type}, ${JSON.stringify(payload)}::jsonb)`,
  );
  if (rows.length === 0) return;
  await tx.execute(sql`INSERT INTO events (user_id, type, payload) VALUES ${sql.join(rows, sql`, `)}`);
}
