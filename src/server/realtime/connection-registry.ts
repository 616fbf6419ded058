/** Where one connection's server-sent events are written (the HTTP response in events-route.ts). */
export type SseSink = { write(chunk: string): void; end(): void };

/** One open event stream and how far it has got. */
export type Connection = {
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

/**
 * The open event streams of one instance, found by user (to deliver that user's events) and by session (to end a
 * session's streams the moment it is deleted).
 */
export function createConnectionRegistry() {
  const byUser = new Map<string, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();

  function addTo(map: Map<string, Set<Connection>>, key: string, conn: Connection) {
    const set = map.get(key) ?? new Set<Connection>();
    map.set(key, set);
    set.add(conn);
  }

  function removeFrom(map: Map<string, Set<Connection>>, key: string, conn: Connection) {
    const set = map.get(key);
    set?.delete(conn);
    if (set && !set.size) map.delete(key);
  }

  return {
    add(conn: Connection) {
      addTo(byUser, conn.userId, conn);
      if (conn.sessionId) addTo(bySession, conn.sessionId, conn);
    },
    remove(conn: Connection) {
      removeFrom(byUser, conn.userId, conn);
      if (conn.sessionId) removeFrom(bySession, conn.sessionId, conn);
    },
    hasUser: (userId: string) => byUser.has(userId),
    ofUser: (userId: string): ReadonlySet<Connection> => byUser.get(userId) ?? new Set(),
    /** A copy: closing a stream while going through them is safe. */
    ofSession: (sessionId: string): Connection[] => [...(bySession.get(sessionId) ?? [])],
    userIds: () => [...byUser.keys()],
    sessionIds: () => [...bySession.keys()],
    /** A copy, as `ofSession`. */
    all: (): Connection[] => [...byUser.values()].flatMap((set) => [...set]),
    count() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}
