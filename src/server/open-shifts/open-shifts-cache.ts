import type { Database } from '../db/client';

/** Channel the shifts table notifies on every committed change (drizzle/0002_open_shifts_notify.sql). */
const SHIFTS_CHANNEL = 'tb_shifts';

export type OpenShiftsCache = {
  /**
   * The page for `key`: from memory when fresh, else from `load` (one load per key at a time; callers that
   * arrive meanwhile share it). Bypasses memory entirely until the invalidation listener is up.
   */
  page(key: string, load: () => Promise<string>): Promise<string>;
  /** Subscribes to shift changes; the cache serves nothing before this succeeds. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Forgets every page (a shift changed, or notifications may have been missed). */
  invalidate(): void;
  /**
   * Calls `listener` on every invalidation (a committed shift change, a reconnect, stop): the signal other
   * per-process copies of the open shifts reuse ('Best match', match/open-shifts-snapshot.ts). Returns unsubscribe.
   */
  onChange(listener: () => void): () => void;
  /** The listener is up: changes are being reported, so a copy kept in memory can be trusted until the next one. */
  readonly armed: boolean;
  readonly size: number;
};

type Options = {
  database: Database;
  /** How long a page may be served without asking the database; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  now: () => number;
  onError?: (error: unknown, message: string) => void;
};

/**
 * The public open-shifts pages (docs/decisions/007-open-shifts-cache.md). Anonymous visitors all see the same
 * pages, so the serialized JSON is kept for `ttlMs` per (cursor, limit). Any committed change to `shifts`, from
 * any instance, empties the cache within milliseconds through NOTIFY; the TTL bounds what NOTIFY cannot see
 * (a shift whose start time passes) and a lost notification. A load that overlaps a change is never stored.
 */
export function createOpenShiftsCache(options: Options): OpenShiftsCache {
  const { database, ttlMs, now } = options;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { body: string; at: number }>();
  const loading = new Map<string, Promise<string>>();
  let generation = 0;
  let armed = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  const listeners = new Set<() => void>();

  function invalidate() {
    generation++;
    entries.clear();
    loading.clear();
    for (const listener of listeners) listener();
  }

  async function listen() {
    if (stopped || ttlMs <= 0) return;
    try {
      unlisten = await database.listen(SHIFTS_CHANNEL, invalidate, invalidate);
      invalidate();
      armed = true;
    } catch (error) {
      options.onError?.(error, 'open-shifts cache: LISTEN failed; serving uncached, retrying');
      retry = setTimeout(() => void listen(), 5000);
      retry.unref();
    }
  }

  function store(key: string, body: string) {
    entries.delete(key);
    entries.set(key, { body, at: now() });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    async page(key, load) {
      if (!armed) return load();
      const hit = entries.get(key);
      const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
      if (hit && age >= 0 && age < ttlMs) return hit.body;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const promise = load().then(
        (body) => {
          if (generation === startedAt) {
            store(key, body);
            loading.delete(key);
          }
          return body;
        },
        (error) => {
          if (generation === startedAt) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    start: listen,
    async stop() {
      stopped = true;
      armed = false;
      if (retry) clearTimeout(retry);
      await unlisten?.().catch(() => {});
      unlisten = null;
      invalidate();
    },
    invalidate,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get armed() {
      return armed;
    },
    get size() {
      return entries.size;
    },
  };
}
