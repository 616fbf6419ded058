import { devClockMovedSchema, devClockMoveSchema, devClockSchema } from '../../../shared/schemas/dev-clock';
import { notFound } from '../../lib/app-error';
import { isLoopbackSocket } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { devClockState, moveTime } from './move-time';

/**
 * The development clock (docs/product/development-clock.md). Like the development inbox it is not signed in (a
 * developer walks every account's timed rules with it), so it is never registered in production (not in the OpenAPI
 * document; any request is the router's 404) and answers only this machine, by the socket's own peer.
 */
export const devClockRoutes = declareRoutes(({ ctx, anyone }) => {
  const clock = ctx.services.devClock;
  if (ctx.config.isProduction || !clock) return;

  anyone.get('/dev/clock', {
    summary:
      "Development clock: the server's time and how far it was moved (loopback only; 404 in production)",
    response: devClockSchema,
    handler: async ({ request }) => {
      if (!isLoopbackSocket(request)) throw notFound();
      return devClockState(ctx, clock);
    },
  });

  anyone.post('/dev/clock/move', {
    summary: 'Development clock: move time forward and run what falls due (loopback only; 404 in production)',
    body: devClockMoveSchema,
    bodyLimit: 1024,
    response: devClockMovedSchema,
    handler: async ({ request, body }) => {
      if (!isLoopbackSocket(request)) throw notFound();
      return moveTime(ctx, clock, body.minutes);
    },
  });
});
