import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockStateSchema,
  blocksListSchema,
  favouriteStateSchema,
  favouritesPageSchema,
  inviteFavouritesResultSchema,
} from '../../../shared/schemas/responses/favourites';
import type { SessionUser } from '../../auth/sessions';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { blockUser, listBlocks, unblockUser } from './blocks';
import { listFavourites, starWorker, unstarWorker } from './favourites';
import { inviteFavourites } from './invite-favourites';

// Ids are checked by the use-cases, so a malformed one reads as "not found".
const workerParams = z.object({ workerId: z.string().max(100) });
const userParams = z.object({ userId: z.string().max(100) });
const shiftParams = z.object({ shiftId: z.string().max(100) });
const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** Blocks are between a worker and a business; other accounts (operations staff) have none. */
function blockCaller(user: SessionUser) {
  if (user.role !== 'talent' && user.role !== 'manager')
    throw new AppError('FORBIDDEN', 'Only workers and businesses can block.');
  return { id: user.id, role: user.role };
}

/** Favourites and blocks (docs/product/trust.md, "Favourites and blocks"). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/favourites',
    summary: "The manager's favourite workers, newest star first",
    access: 'manager',
    query: pageQuery,
    response: favouritesPageSchema,
    handler: ({ user, query }) => listFavourites(ctx, user.id, query),
  });

  route(app, {
    method: 'PUT',
    url: '/favourites/:workerId',
    summary: 'Star a worker who applied to or worked for this manager (idempotent)',
    access: 'manager',
    params: workerParams,
    response: favouriteStateSchema,
    handler: ({ user, params }) => starWorker(ctx, user.id, params.workerId),
  });

  route(app, {
    method: 'DELETE',
    url: '/favourites/:workerId',
    summary: 'Remove a worker from favourites (idempotent)',
    access: 'manager',
    params: workerParams,
    response: favouriteStateSchema,
    handler: ({ user, params }) => unstarWorker(ctx, user.id, params.workerId),
  });

  route(app, {
    method: 'POST',
    url: '/shifts/:shiftId/invite-favourites',
    summary: "'Invite favourites' to a shift: in the app, and by text where the worker agreed (manager)",
    description: 'Idempotent: a favourite already invited to the shift is not invited again.',
    access: 'manager',
    params: shiftParams,
    response: inviteFavouritesResultSchema,
    handler: ({ user, params }) => inviteFavourites(ctx, user.id, params.shiftId),
  });

  route(app, {
    method: 'GET',
    url: '/blocks',
    summary: "The caller's blocked workers or hidden businesses, to undo",
    access: 'signed-in',
    response: blocksListSchema,
    handler: ({ user }) => listBlocks(ctx, blockCaller(user)),
  });

  route(app, {
    method: 'PUT',
    url: '/blocks/:userId',
    summary: "'Block worker' (manager) or 'Hide this business' (talent): silent and mutual (idempotent)",
    access: 'signed-in',
    params: userParams,
    response: blockStateSchema,
    handler: ({ user, params }) => blockUser(ctx, blockCaller(user), params.userId),
  });

  route(app, {
    method: 'DELETE',
    url: '/blocks/:userId',
    summary: "Undo the caller's own block (idempotent)",
    access: 'signed-in',
    params: userParams,
    response: blockStateSchema,
    handler: ({ user, params }) => unblockUser(ctx, blockCaller(user), params.userId),
  });
};
