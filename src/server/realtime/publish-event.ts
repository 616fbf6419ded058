import { sql } from 'drizzle-orm';
import type { RealtimeEventType } from '../../shared/realtime';
import type { Tx } from '../messaging/outbox';

export type { RealtimeEventType };

/** Any constant: the advisory lock that puts event ids in commit order (ADR 006). */
const EVENT_ORDER_LOCK = 7_316_001;

/**
 * Takes the event-order lock now, before the caller's other global locks. The ledger's balance rows are the other
 * lock every money transaction holds to commit, and a transaction that publishes first would otherwise wait for one
 * that posted first, and it for the first: the ledger takes this lock before it posts, so both are taken in one
 * order (docs/decisions/024-double-entry-ledger.md, "Amendment: running balances"). Re-entrant within a transaction.
 */
export async function takeEventOrder(tx: Pick<Tx, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENT_ORDER_LOCK})`);
}

/**
 * Records an event for one user inside the caller's transaction. A trigger NOTIFYs `tb_events` when the
 * transaction commits (drizzle/0001_realtime_notify.sql); every app instance's hub then pushes the row to
 * that user's open streams, and a client that reconnects with Last-Event-ID gets it replayed from here.
 *
 * The id is taken under a transaction-scoped advisory lock, in the same statement, so a transaction holding a
 * lower id has always committed before a higher id is handed out: "replay everything after Last-Event-ID" can then
 * never skip an event that committed late (the benchmark lost one that way before). Callers publish events after
 * taking their row locks, so the lock only orders the short tail of those transactions; a transaction that posts to
 * the ledger holds it from its first posting on (takeEventOrder).
 */
export async function publishEvent(
  tx: Tx,
  userId: string,
  type: RealtimeEventType,
  payload: Record<string, unknown>,
): Promise<number> {
  const result = await tx.execute<{ id: number | string }>(sql`
    INSERT INTO events (user_id, type, payload)
    SELECT ${userId}::uuid, ${type}, ${JSON.stringify(payload)}::jsonb
    FROM (SELECT pg_advisory_xact_lock(${EVENT_ORDER_LOCK})) AS event_order
    RETURNING id`);
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  return Number(rows[0]!.id);
}
