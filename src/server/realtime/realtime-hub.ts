import { RESYNC_EVENT } from '../../shared/realtime';
import type { Database } from '../db/client';
import { type Connection, createConnectionRegistry, type SseSink } from './connection-registry';
import { type EventRow, eventsAfter, eventsForDelivery, latestEventId } from './fetch-events';
import { liveSessionIds } from './live-sessions';
import { createNotifyListener } from './notify-listener';
import { formatSseEvent, SSE_HEARTBEAT } from './sse-format';

/** Where a stream's bytes go (the raw HTTP response in production, anything in tests). */
export type { SseSink };

export type RealtimeConnection = { readonly userId: string; close(): void };

export interface RealtimeHub {
  /** Starts listening for NOTIFY (also done lazily by the first connect). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Opens a user's stream: replays what they missed after `lastEventId`, then pushes new events live. With a
   * `sessionId`, the stream ends as soon as that session row is deleted, on any instance.
   */
  connect(
    userId: string,
    sink: SseSink,
    lastEventId: number | null,
    sessionId?: string,
  ): Promise<RealtimeConnection>;
  connectionCount(): number;
}

export type RealtimeHubOptions = {
  /** Comment line every this many ms so proxies keep the stream open. */
  heartbeatMs?: number;
  /** Safety net for a NOTIFY lost while the listener reconnects: re-query after each stream's cursor. */
  sweepMs?: number;
  /** More missed events than this: the client is told to refetch instead of receiving them one by one. */
  replayLimit?: number;
  onError?: (error: unknown, context: string) => void;
};

const SENT_MEMORY = 256;
const BATCH_LIMIT = 1000;
const USERS_PER_QUERY = 200;

export function createRealtimeHub(database: Database, options: RealtimeHubOptions = {}): RealtimeHub {
  const { db } = database;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const sweepMs = options.sweepMs ?? 5_000;
  const replayLimit = options.replayLimit ?? 500;
  const onError = options.onError ?? (() => {});

  const streams = createConnectionRegistry();
  const pendingIds = new Set<number>();
  const pendingUsers = new Set<string>();
  let pumping = false;
  let stopped = false;
  let timers: NodeJS.Timeout[] = [];

  function onNotify(note: { id: number; userId: string }) {
    if (!streams.hasUser(note.userId)) return;
    pendingIds.add(note.id);
    pendingUsers.add(note.userId);
    void pump();
  }

  /** One delivery query at a time, so each stream receives its events in id order. */
  async function pump() {
    if (pumping || stopped) return;
    pumping = true;
    try {
      while (pendingUsers.size && !stopped) {
        const users = [...pendingUsers];
        const ids = [...pendingIds];
        pendingUsers.clear();
        pendingIds.clear();
        for (let i = 0; i < users.length; i += USERS_PER_QUERY) {
          await deliverTo(users.slice(i, i + USERS_PER_QUERY), new Set(ids));
        }
      }
    } catch (error) {
      // The next sweep retries from each stream's cursor; nothing is lost.
      onError(error, 'realtime delivery failed');
    } finally {
      pumping = false;
    }
  }

  async function deliverTo(users: string[], notified: Set<number>) {
    const cursors: { userId: string; afterId: number }[] = [];
    for (const userId of users) {
      const ready = [...streams.ofUser(userId)].filter((c) => c.ready);
      if (ready.length) cursors.push({ userId, afterId: Math.min(...ready.map((c) => c.lastId)) });
    }
    if (!cursors.length) return;
    const wanted = new Set(cursors.map((c) => c.userId));
    const rows = await eventsForDelivery(db, [...notified], cursors, BATCH_LIMIT);
    for (const row of rows) {
      if (wanted.has(row.userId)) dispatch(row, notified.has(row.id));
    }
    // A full batch means there may be more: go round again for these users.
    if (rows.length === BATCH_LIMIT) for (const c of cursors) pendingUsers.add(c.userId);
  }

  function dispatch(row: EventRow, notified: boolean) {
    for (const conn of streams.ofUser(row.userId)) {
      if (!conn.ready || conn.closed || conn.sent.has(row.id) || row.id <= conn.startId) continue;
      // Below the cursor only when NOTIFY names it: a transaction that took its id earlier committed later.
      if (row.id <= conn.lastId && !notified) continue;
      send(conn, row);
    }
  }

  function send(conn: Connection, row: EventRow) {
    write(conn, formatSseEvent({ id: row.id, type: row.type, payload: row.payload }));
    conn.sent.add(row.id);
    if (conn.sent.size > SENT_MEMORY) conn.sent.delete(conn.sent.values().next().value!);
    if (row.id > conn.lastId) conn.lastId = row.id;
  }

  function write(conn: Connection, chunk: string) {
    if (conn.closed) return;
    try {
      conn.sink.write(chunk);
    } catch {
      close(conn);
    }
  }

  function close(conn: Connection) {
    if (conn.closed) return;
    conn.closed = true;
    streams.remove(conn);
    try {
      conn.sink.end();
    } catch {
      // already gone
    }
  }

  function endSessions(ids: Iterable<string>) {
    for (const id of ids) for (const conn of streams.ofSession(id)) close(conn);
  }

  /** After the sessions listener reconnected: notifications in between are gone, so ask the table. */
  async function endVanishedSessions() {
    const open = streams.sessionIds();
    if (!open.length) return;
    try {
      const live = await liveSessionIds(db, open);
      endSessions(open.filter((id) => !live.has(id)));
    } catch (error) {
      onError(error, 'realtime session check failed');
    }
  }

  function sweep() {
    for (const userId of streams.userIds()) pendingUsers.add(userId);
    void pump();
  }

  function heartbeat() {
    for (const conn of streams.all()) write(conn, SSE_HEARTBEAT);
  }

  const listener = createNotifyListener(database, {
    onEvent: onNotify,
    onSessionsEnded: endSessions,
    // Anything committed while nobody was listening is picked up from the cursors.
    onEventsMissed: sweep,
    onSessionsMissed: () => void endVanishedSessions(),
    onError,
  });

  function ensureListening(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (!timers.length) {
      timers = [setInterval(heartbeat, heartbeatMs), setInterval(sweep, sweepMs)];
      for (const t of timers) t.unref();
    }
    return listener.start();
  }

  return {
    start: ensureListening,

    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      timers = [];
      for (const conn of streams.all()) close(conn);
      await listener.stop();
    },

    async connect(userId, sink, lastEventId, sessionId) {
      await ensureListening();
      // The starting point is read before the stream is registered and the catch-up after `ready` looks
      // above it, so an event committed in between is neither lost nor sent twice.
      const startId = lastEventId ?? (await latestEventId(db, userId));
      const conn: Connection = {
        userId,
        sessionId: sessionId ?? null,
        sink,
        startId,
        lastId: startId,
        sent: new Set(),
        ready: false,
        closed: false,
      };
      streams.add(conn);
      const handle: RealtimeConnection = { userId, close: () => close(conn) };
      try {
        // Ended between the guard and this registration: the trigger's NOTIFY came too early for us.
        if (conn.sessionId && !(await liveSessionIds(db, [conn.sessionId])).has(conn.sessionId)) {
          close(conn);
          return handle;
        }
        if (lastEventId !== null) {
          const missed = await eventsAfter(db, userId, lastEventId, replayLimit + 1);
          // An id beyond this user's newest event (the database was reset, or a made-up id) would silence the
          // stream: start over instead. Compared with the user's own newest, never the platform's, so the
          // answer reveals nothing about other users' events.
          const newest = missed.length ? 0 : await latestEventId(db, userId);
          if (missed.length > replayLimit || (!missed.length && lastEventId > newest)) {
            conn.startId = conn.lastId = missed.length ? await latestEventId(db, userId) : newest;
            write(conn, formatSseEvent({ id: conn.lastId, type: RESYNC_EVENT, payload: {} }));
          } else {
            for (const row of missed) send(conn, row);
          }
        }
      } catch (error) {
        close(conn);
        throw error;
      }
      conn.ready = true;
      pendingUsers.add(userId);
      void pump();
      return handle;
    },

    connectionCount: streams.count,
  };
}
