// Server-Sent Events wire format (WHATWG HTML §9.2). JSON.stringify never emits a raw newline, so a
// payload always fits on one `data:` line.

export type StreamEvent = { id: number; type: string; payload: unknown };

export function formatSseEvent(event: StreamEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/** A comment line: ignored by EventSource, but keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT = ': ping\n\n';

/** How long the browser waits before reconnecting after the stream drops. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

/** `Last-Event-ID` (header, or `?lastEventId=` for a fresh EventSource) as a non-negative integer, else null. */
export function parseLastEventId(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
