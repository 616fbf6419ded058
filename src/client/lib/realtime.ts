import { useEffect, useRef } from 'react';
import { RESYNC_EVENT, type RealtimeEventType } from '../../shared/realtime';
import { queryClient } from './query-client';
import { sessionQueryKey, useSession } from './session';

/**
 * One EventSource per tab on `GET /api/events` (docs/product/realtime.md), shared by every component
 * that listens. The browser reconnects on its own after a network drop and sends Last-Event-ID, so the
 * server replays what was missed. When the server refuses the stream (401, 5xx: EventSource gives up)
 * we reconnect ourselves with backoff, passing the last id in the query string.
 */

export type RealtimeMeta = { id: string | null; type: string };
export type RealtimeHandler<T = unknown> = (data: T, meta: RealtimeMeta) => void;

const handlers = new Map<string, Set<RealtimeHandler>>();
let source: EventSource | null = null;
let attached = new Set<string>();
let userId: string | null = null;
let lastEventId: string | null = null;
let holders = 0;
let retryMs = 1000;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;

function dispatch(event: MessageEvent<string>) {
  if (event.lastEventId) lastEventId = event.lastEventId;
  if (event.type === RESYNC_EVENT) {
    // More was missed than the server replays: refetch whatever is on screen.
    void queryClient.invalidateQueries();
    return;
  }
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(data, { id: event.lastEventId || null, type: event.type });
    } catch (error) {
      console.warn(`realtime handler for ${event.type} failed`, error);
    }
  }
}

function attach(type: string) {
  if (!source || attached.has(type)) return;
  source.addEventListener(type, dispatch as EventListener);
  attached.add(type);
}

function open() {
  if (typeof EventSource === 'undefined') return;
  closeSource();
  const url = lastEventId ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}` : '/api/events';
  const es = new EventSource(url, { withCredentials: true });
  source = es;
  attached = new Set();
  attach(RESYNC_EVENT);
  for (const type of handlers.keys()) attach(type);
  es.onopen = () => {
    retryMs = 1000;
  };
  es.onerror = () => {
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    closeSource();
    // Refused: the session may have ended on the server (a sign-out elsewhere, a suspension): check it now, so the
    // tab signs out at once and can say why.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    reconnectTimer = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  };
}

function closeSource() {
  if (reconnectTimer) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  source?.close();
  source = null;
}

function hold(forUser: string) {
  holders++;
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  if (userId !== forUser) {
    // Another account: its stream starts fresh, never from the previous account's position.
    userId = forUser;
    lastEventId = null;
    open();
  } else if (!source) {
    open();
  }
}

function release() {
  holders--;
  if (holders > 0) return;
  // Brief grace so a route change (unmount, then mount) does not drop and reopen the stream.
  closeTimer = setTimeout(() => {
    if (holders > 0) return;
    closeSource();
    userId = null;
    lastEventId = null;
  }, 1000);
}

/** Listens to one event type outside React; returns the unsubscribe function. */
export function subscribeRealtime<T = unknown>(
  type: RealtimeEventType | (string & {}),
  handler: RealtimeHandler<T>,
): () => void {
  const set = handlers.get(type) ?? new Set<RealtimeHandler>();
  handlers.set(type, set);
  set.add(handler as RealtimeHandler);
  attach(type);
  return () => {
    set.delete(handler as RealtimeHandler);
  };
}

/** Keeps the tab's stream open while the component is mounted and someone is signed in. */
export function useRealtimeConnection(): void {
  const { user } = useSession();
  const id = user?.id ?? null;
  useEffect(() => {
    if (!id) return;
    hold(id);
    return release;
  }, [id]);
}

/**
 * Calls `handler` for every event of `type` on the signed-in user's stream, e.g.
 * `useRealtime('application_changed', () => queryClient.invalidateQueries({ queryKey: [...] }))`.
 * The latest handler is always used; it need not be memoised.
 */
export function useRealtime<T = unknown>(
  type: RealtimeEventType | (string & {}),
  handler: RealtimeHandler<T>,
): void {
  useRealtimeConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime<T>(type, (data, meta) => latest.current(data, meta)), [type]);
}
