import {
  blockStateSchema,
  blocksListSchema,
  favouriteStateSchema,
  favouritesPageSchema,
  inviteFavouritesResultSchema,
} from '../../../shared/schemas/responses/favourites';
import type { SessionUser } from '../../auth/sessions';
import { AppError } from '../../lib/app-error';
import { declareRoutes } from '../../lib/route';
import { pageQuery, shiftParams, userParams, workerParams } from '../../lib/route-inputs';
import { blockUser, listBlocks, unblockUser } from './blocks';
import { listFavourites, starWorker, unstarWorker } from './favourites';
import { inviteFavourites } from './invite-favourites';

/** Blocks are between a worker and a business; other accounts (operations staff) have none. */
function blockCaller(user: SessionUser) {
  if (user.role !== 'talent' && user.role !== 'manager')
    throw new AppError('FORBIDDEN', 'Only workers and businesses can block.');
  return { id: user.id, role: user.role };
}

/** Favourites and blocks (docs/product/trust.md, "Favourites and blocks"). */
export const favouriteRoutes = declareRoutes(({ ctx, signedIn, manager }) => {
  manager.get('/favourites', {
    summary: "The manager's favourite workers, newest star first",
    query: pageQuery,
    response: favouritesPageSchema,
    handler: ({ user, query }) => listFavourites(ctx, user.id, query),
  });

  manager.put('/favourites/:workerId', {
    summary: 'Star a worker who applied to or worked for this manager (idempotent)',
    params: workerParams,
    response: favouriteStateSchema,
    handler: ({ user, params }) => starWorker(ctx, user.id, params.workerId),
  });

  manager.delete('/favourites/:workerId', {
    summary: 'Remove a worker from favourites (idempotent)',
    params: workerParams,
    response: favouriteStateSchema,
    handler: ({ user, params }) => unstarWorker(ctx, user.id, params.workerId),
  });

  manager.post('/shifts/:shiftId/invite-favourites', {
    summary: "'Invite favourites' to a shift: in the app, and by text where the worker agreed (manager)",
    description: 'Idempotent: a favourite already invited to the shift is not invited again.',
    params: shiftParams,
    response: inviteFavouritesResultSchema,
    handler: ({ user, params }) => inviteFavourites(ctx, user.id, params.shiftId),
  });

  signedIn.get('/blocks', {
    summary: "The caller's blocked workers or hidden businesses, to undo",
    response: blocksListSchema,
    handler: ({ user }) => listBlocks(ctx, blockCaller(user)),
  });

  signedIn.put('/blocks/:userId', {
    summary: "'Block worker' (manager) or 'Hide this business' (talent): silent and mutual (idempotent)",
    params: userParams,
    response: blockStateSchema,
    handler: ({ user, params }) => blockUser(ctx, blockCaller(user), params.userId),
  });

  signedIn.delete('/blocks/:userId', {
    summary: "Undo the caller's own block (idempotent)",
    params: userParams,
    response: blockStateSchema,
    handler: ({ user, params }) => unblockUser(ctx, blockCaller(user), params.userId),
  });
});
