import { RESYNC_EVENT } from '../../shared/realtime';
import type { Database } from '../db/client';
import {
  EVENTS_CHANNEL,
  parseEventNotification,
  parseSessionsEnded,
  SESSIONS_ENDED_CHANNEL,
} from './event-channel';
import { type EventRow, eventsAfter, eventsForDelivery, latestEventId } from './fetch-events';
import { liveSessionIds } from './live-sessions';
import { formatSseEvent, SSE_HEARTBEAT } from './sse-format';

/** Where a stream's bytes go (the raw HTTP response in production, anything in tests). */
export type SseSink = { write(chunk: string): void; end(): void };

export type RealtimeConnection = { readonly userId: string; close(): void };

export interface RealtimeHub {
  /** Starts listening for NOTIFY (also done lazily by the first connect). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Opens a user's stream: replays what they missed after `lastEventId`, then pushes new events live. With a
   * `sessionId`, the stream ends as soon as that session row is deleted, on any instance (issue 10 item 18).
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
  /** Comment line every this many ms so proxies keep the stream open (issue 3). */
  heartbeatMs?: number;
  /** Safety net for a NOTIFY lost while the listener reconnects: re-query after each stream's cursor. */
  sweepMs?: number;
  /** More missed events than this: the client is told to refetch instead of receiving them one by one. */
  replayLimit?: number;
  onError?: (error: unknown, context: string) => void;
};

type Connection = {
  userId: string;
  sessionId: string | null;
  sink: SseSink;
  /** Events with ids at or below this existed when the stream opened; live pushes start above it. */
  startId: number;
  /** Highest id sent (or skipped by replay); catch-up queries look above it. */
  lastId: number;
  /** Recently sent ids, so a row seen by both NOTIFY and a catch-up query goes out once. */
  sent: Set<number>;
  ready: boolean;
  closed: boolean;
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

  const byUser = new Map<string, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();
  const pendingIds = new Set<number>();
  const pendingUsers = new Set<string>();
  let pumping = false;
  let stopped = false;
  let listening: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let unlistenSessions: (() => Promise<void>) | null = null;
  let timers: NodeJS.Timeout[] = [];
  let retryTimer: NodeJS.Timeout | null = null;

  function onNotify(payload: string) {
    const note = parseEventNotification(payload);
    if (!note || !byUser.has(note.userId)) return;
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
      const ready = [...(byUser.get(userId) ?? [])].filter((c) => c.ready);
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
    for (const conn of byUser.get(row.userId) ?? []) {
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
    const set = byUser.get(conn.userId);
    set?.delete(conn);
    if (set && !set.size) byUser.delete(conn.userId);
    if (conn.sessionId) {
      const streams = bySession.get(conn.sessionId);
      streams?.delete(conn);
      if (streams && !streams.size) bySession.delete(conn.sessionId);
    }
    try {
      conn.sink.end();
    } catch {
      // already gone
    }
  }

  function endSessions(ids: Iterable<string>) {
    for (const id of ids) for (const conn of [...(bySession.get(id) ?? [])]) close(conn);
  }

  /** After the sessions listener reconnected: notifications in between are gone, so ask the table. */
  async function endVanishedSessions() {
    const open = [...bySession.keys()];
    if (!open.length) return;
    try {
      const live = await liveSessionIds(db, open);
      endSessions(open.filter((id) => !live.has(id)));
    } catch (error) {
      onError(error, 'realtime session check failed');
    }
  }

  function sweep() {
    for (const userId of byUser.keys()) pendingUsers.add(userId);
    void pump();
  }

  function heartbeat() {
    for (const set of byUser.values()) for (const conn of set) write(conn, SSE_HEARTBEAT);
  }

  function ensureListening(): Promise<void> {
    if (stopped) return Promise.resolve();
    listening ??= Promise.all([
      database.listen(EVENTS_CHANNEL, onNotify, sweep),
      database.listen(
        SESSIONS_ENDED_CHANNEL,
        (payload) => endSessions(parseSessionsEnded(payload)),
        () => void endVanishedSessions(),
      ),
    ])
      .then(([off, offSessions]) => {
        unlisten = off;
        unlistenSessions = offSessions;
        void endVanishedSessions();
        // Anything committed while we were not yet listening is picked up from the cursors.
        sweep();
      })
      .catch((error) => {
        onError(error, 'realtime LISTEN failed; retrying');
        listening = null;
        retryTimer = setTimeout(() => void ensureListening(), 1000);
        retryTimer.unref();
      });
    if (!timers.length) {
      timers = [setInterval(heartbeat, heartbeatMs), setInterval(sweep, sweepMs)];
      for (const t of timers) t.unref();
    }
    return listening;
  }

  return {
    start: ensureListening,

    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      if (retryTimer) clearTimeout(retryTimer);
      timers = [];
      for (const set of [...byUser.values()]) for (const conn of [...set]) close(conn);
      await unlisten?.().catch(() => {});
      await unlistenSessions?.().catch(() => {});
      unlisten = null;
      unlistenSessions = null;
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
      const set = byUser.get(userId) ?? new Set<Connection>();
      byUser.set(userId, set);
      set.add(conn);
      if (conn.sessionId) {
        const streams = bySession.get(conn.sessionId) ?? new Set<Connection>();
        bySession.set(conn.sessionId, streams);
        streams.add(conn);
      }
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
          // answer reveals nothing about other users' events (issue 10 item 21).
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

    connectionCount() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}
