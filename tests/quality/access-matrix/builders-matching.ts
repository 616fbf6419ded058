// How the access-control matrix calls the match model route of (docs/decisions/018-match-score.md,
// "Training"): the model in use names no resource and holds no one's data (weights and counts only), so both cells
// ask the same; managers only.
import type { Builder } from './world';

export const MATCHING_BUILDERS: Record<string, Builder> = {
  'GET /api/matching/model': async () => ({ method: 'GET', url: '/api/matching/model' }),
};
