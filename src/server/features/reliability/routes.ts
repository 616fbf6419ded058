import { myReliabilitySchema } from '../../../shared/schemas/responses/reliability';
import { AppError } from '../../lib/app-error';
import { declareRoutes } from '../../lib/route';
import { getMyReliability } from './my-reliability';

/** docs/product/trust.md, "Reliability": the caller's own figure, how it is made and its marks. */
export const reliabilityRoutes = declareRoutes(({ ctx, signedIn }) => {
  signedIn.get('/reliability/me', {
    summary:
      "'My reliability': your own figure, how it is computed, and every mark with its appeal (talent or manager)",
    response: myReliabilitySchema,
    handler: ({ user }) => {
      if (user.role !== 'talent' && user.role !== 'manager')
        throw new AppError('FORBIDDEN', 'Only talent and managers have a reliability figure.');
      return getMyReliability(ctx, { id: user.id, role: user.role });
    },
  });
});
