import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards';
import type { RealtimeConnection, SseSink } from './realtime-hub';
import { parseLastEventId, sseRetry } from './sse-format';

/** A client that stops reading is cut off (it reconnects and replays) rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Streams end after a while and the browser reconnects with Last-Event-ID, so a session that was signed
 * out or expired elsewhere stops receiving within this time (the session is checked on every connect).
 */
const MAX_STREAM_MS = 10 * 60 * 1000;
const RECONNECT_DELAY_MS = 3000;

/** `GET /api/events`: the signed-in user's Server-Sent Events stream (ARCHITECTURE §1 Realtime). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const open = new Set<RealtimeConnection>();
  // Open streams would otherwise keep app.close() waiting forever.
  app.addHook('preClose', async () => {
    for (const conn of [...open]) conn.close();
  });

  app.get('/events', async (request, reply) => {
    const user = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const lastEventId =
      parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(query.lastEventId);

    reply.hijack();
    const res = reply.raw;
    // Headers set by earlier hooks (helmet) are on the reply; a hijacked reply must copy them itself.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies must not buffer the stream.
      'x-accel-buffering': 'no',
    });

    let conn: RealtimeConnection | null = null;
    let gone = false;
    const lifetime = Math.min(
      MAX_STREAM_MS * (0.8 + Math.random() * 0.4),
      user.expiresAt.getTime() - Date.now(),
    );
    const endTimer = setTimeout(() => res.end(), Math.max(lifetime, 1000));
    res.on('close', () => {
      gone = true;
      clearTimeout(endTimer);
      if (conn) {
        conn.close();
        open.delete(conn);
      }
    });

    const sink: SseSink = {
      write(chunk) {
        if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
        else res.write(chunk);
      },
      end() {
        if (!res.writableEnded) res.end();
      },
    };
    try {
      conn = await ctx.services.realtime.connect(user.id, sink, lastEventId);
    } catch (error) {
      request.log.error({ err: error }, 'could not open event stream');
      res.end();
      return;
    }
    if (gone) return conn.close();
    open.add(conn);
    // Headers go out with this first write (unless a replay went first): a client that sees them is
    // registered and receives everything committed from now on.
    sink.write(sseRetry(RECONNECT_DELAY_MS));
  });
};
