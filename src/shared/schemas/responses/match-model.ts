// The match model in use, for the internal page 'How matching works' (docs/decisions/018-match-score.md, "Training").
import { z } from 'zod';
import { MATCH_FEATURE_NAMES } from '../../domain/match-score';
import { isoDateTime } from './common';

export const matchModelWeightSchema = z.object({
  name: z.enum(MATCH_FEATURE_NAMES),
  /** The weight in use (learned, or the default before training). */
  weight: z.number(),
  /** The documented default, for comparison. */
  defaultWeight: z.number(),
});

export const matchModelSchema = z.object({
  source: z.enum(['default', 'learned']),
  /** When the weights in use were learned; null for the defaults. */
  trainedAt: isoDateTime.nullable(),
  /** Outcomes the model was trained on, and how many of them were good (completed, rated 4 or more). */
  sampleSize: z.number().int().min(0),
  positives: z.number().int().min(0),
  /** The constant term, learned and default. */
  bias: z.object({ weight: z.number(), defaultWeight: z.number() }),
  weights: z.array(matchModelWeightSchema),
  /** Outcomes needed before a model is learned (MATCHING.learnAfterOutcomes). */
  learnAfterOutcomes: z.number().int(),
});
export type MatchModelView = z.infer<typeof matchModelSchema>;
