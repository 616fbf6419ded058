import { type ClientRequest, type IncomingMessage, request } from 'node:http';

export type SseEvent = { id: string | null; event: string; data: string; receivedAt: number };

/**
 * A real HTTP Server-Sent Events client (the wire format EventSource parses), for tests and the benchmark.
 * Resolves once the response headers arrive.
 */
export type SseClient = {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  /** Resolves with the next event matching `match` (including ones already received but not yet taken). */
  next(match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Waits until at least `n` events have arrived. */
  waitForCount(n: number, timeoutMs?: number): Promise<SseEvent[]>;
  onEvent?: (e: SseEvent) => void;
  closed: Promise<void>;
  close(): void;
};

export function openSse(
  url: string,
  options: { headers?: Record<string, string>; agent?: import('node:http').Agent } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest;
    const taken = new Set<SseEvent>();
    const waiters = new Set<() => void>();
    const wake = () => {
      for (const w of [...waiters]) w();
    };
    req = request(
      url,
      { headers: { accept: 'text/event-stream', ...options.headers }, agent: options.agent },
      (res) => {
        let buffer = '';
        let current: { id: string | null; event: string; data: string[] } = {
          id: null,
          event: 'message',
          data: [],
        };
        let lastId: string | null = null;
        let closeResolve!: () => void;
        const closed = new Promise<void>((r) => {
          closeResolve = r;
        });
        const client: SseClient = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events: [],
          comments: 0,
          closed,
          next(match = () => true, timeoutMs = 5000) {
            return new Promise((ok, fail) => {
              const check = () => {
                const found = client.events.find((e) => !taken.has(e) && match(e));
                if (!found) return false;
                taken.add(found);
                waiters.delete(check);
                clearTimeout(timer);
                ok(found);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(
                  new Error(`no matching SSE event within ${timeoutMs} ms (have ${client.events.length})`),
                );
              }, timeoutMs);
              if (!check()) waiters.add(check);
            });
          },
          waitForCount(n, timeoutMs = 5000) {
            return new Promise((ok, fail) => {
              const check = () => {
                if (client.events.length < n) return false;
                waiters.delete(check);
                clearTimeout(timer);
                ok(client.events);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`only ${client.events.length} of ${n} SSE events within ${timeoutMs} ms`));
              }, timeoutMs);
              if (!check()) waiters.add(check);
            });
          },
          close() {
            req.destroy();
          },
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let newline = buffer.search(/\r?\n/);
          while (newline >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
            if (line === '') {
              if (current.data.length) {
                if (current.id !== null) lastId = current.id;
                const event: SseEvent = {
                  id: lastId,
                  event: current.event,
                  data: current.data.join('\n'),
                  receivedAt: performance.timeOrigin + performance.now(),
                };
                client.events.push(event);
                client.onEvent?.(event);
                wake();
              }
              current = { id: null, event: 'message', data: [] };
            } else if (line.startsWith(':')) {
              client.comments++;
              wake();
            } else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') current.data.push(value);
              else if (field === 'event') current.event = value;
              else if (field === 'id') current.id = value;
            }
            newline = buffer.search(/\r?\n/);
          }
        });
        res.on('close', () => closeResolve());
        res.on('error', () => closeResolve());
        resolve(client);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
