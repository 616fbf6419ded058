import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards';
import { AppError } from '../lib/app-error';
import { clientIp } from '../lib/http';
import { textAnswer } from '../lib/route';
import type { RealtimeConnection, SseSink } from './realtime-hub';
import { parseLastEventId, sseRetry } from './sse-format';
import { createStreamLimits, MAX_STREAMS_PER_USER } from './stream-limits';

/** A client that stops reading is cut off (it reconnects and replays) rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Streams end after a while and the browser reconnects with Last-Event-ID. Ending a session (sign-out, password
 * change or reset) closes its streams at once through the sessions trigger; this bound is the
 * fallback should that notification be lost.
 */
const MAX_STREAM_MS = 10 * 60 * 1000;
const RECONNECT_DELAY_MS = 3000;

/** `GET /api/events`: the signed-in user's Server-Sent Events stream (docs/product/realtime.md). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const open = new Set<RealtimeConnection>();
  const limits = createStreamLimits(MAX_STREAMS_PER_USER, ctx.config.EVENT_STREAMS_PER_ADDRESS);
  // Open streams would otherwise keep app.close() waiting forever.
  app.addHook('preClose', async () => {
    for (const conn of [...open]) conn.close();
  });

  // No HEAD twin: it would run this handler and hold a stream without reading it. HEAD
  // gets the JSON 404 of an unknown route.
  app.get(
    '/events',
    {
      exposeHeadRoute: false,
      schema: {
        summary: "The signed-in user's live events (Server-Sent Events)",
        description:
          'Each event has `id:` (resume with Last-Event-ID or ?lastEventId=), `event:` one of ' +
          '`notification`, `notifications_read`, `application_changed` or `resync`, and `data:` JSON.',
        response: textAnswer('text/event-stream', 'An event stream'),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const lastEventId =
        parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(query.lastEventId);

      const res = reply.raw;
      const slot = limits.admit(user.id, clientIp(request), () => res.end());
      if (!slot)
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'Too many live connections from this network. Close a tab and try again.',
          {
            retryAfterSeconds: 30,
          },
        );

      reply.hijack();
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
        slot.release();
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
        conn = await ctx.services.realtime.connect(user.id, sink, lastEventId, user.sessionId);
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
    },
  );
};
