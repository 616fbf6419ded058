import { MATCHING } from '../../../shared/constants';
import { DEFAULT_MATCH_WEIGHTS, MATCH_FEATURE_NAMES } from '../../../shared/domain/match-score';
import { type MatchModelView, matchModelSchema } from '../../../shared/schemas/responses/match-model';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route';
import { currentMatchModel } from '../../match/match-model';

/** The weights in use next to the defaults, with where they come from (docs/decisions/018-match-score.md, "Training"). */
export async function matchModelView(ctx: Pick<AppContext, 'db'>): Promise<MatchModelView> {
  const current = await currentMatchModel(ctx.db);
  return {
    source: current.source,
    trainedAt: current.trainedAt?.toISOString() ?? null,
    sampleSize: current.sampleSize,
    positives: current.positives,
    bias: { weight: current.model.bias, defaultWeight: DEFAULT_MATCH_WEIGHTS.bias },
    weights: MATCH_FEATURE_NAMES.map((name) => ({
      name,
      weight: current.model.weights[name],
      defaultWeight: DEFAULT_MATCH_WEIGHTS.weights[name],
    })),
    learnAfterOutcomes: MATCHING.learnAfterOutcomes,
  };
}

/** The internal page 'How matching works' reads the model in use. */
export const matchModelRoutes = declareRoutes(({ ctx, manager }) => {
  manager.get('/matching/model', {
    summary:
      'The match model in use: its weights next to the defaults, source, training date and sample size',
    response: matchModelSchema,
    handler: () => matchModelView(ctx),
  });
});
