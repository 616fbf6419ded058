import { desc } from 'drizzle-orm';
import {
  DEFAULT_MATCH_WEIGHTS,
  MATCH_FEATURE_NAMES,
  type MatchFeatureName,
  type MatchWeights,
} from '../../shared/domain/match-score';
import { matchModels } from '../db/schema';
import type { Tx } from '../messaging/outbox';

export type CurrentMatchModel = {
  model: MatchWeights;
  source: 'default' | 'learned';
  trainedAt: Date | null;
  sampleSize: number;
  /** Good outcomes in the sample (0 for the defaults). */
  positives: number;
};

/** How long a process keeps the model it read (docs/decisions/018-match-score.md, "Training"): a new one shows within this. */
export const MATCH_MODEL_CACHE_MS = 60_000;

/** match_models.weights: `{ bias, ...weights }` flattened (trust-contracts: MODEL stores, MATCH reads). */
export function flattenWeights(model: MatchWeights): Record<string, number> {
  return { bias: model.bias, ...model.weights };
}

/** The stored weights back as a model; null when a number is missing or not finite (then the defaults serve). */
export function parseWeights(stored: Record<string, unknown>): MatchWeights | null {
  const number = (key: string) => {
    const value = stored[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const bias = number('bias');
  if (bias === null) return null;
  const weights = {} as Record<MatchFeatureName, number>;
  for (const name of MATCH_FEATURE_NAMES) {
    const value = number(name);
    if (value === null) return null;
    weights[name] = value;
  }
  return { bias, weights };
}

const DEFAULT_MODEL: CurrentMatchModel = {
  model: DEFAULT_MATCH_WEIGHTS,
  source: 'default',
  trainedAt: null,
  sampleSize: 0,
  positives: 0,
};

/** Per database handle, so test apps on their own databases never share a cached model. */
const cache = new WeakMap<object, { readAt: number; value: Promise<CurrentMatchModel> }>();

async function readLatest(db: Pick<Tx, 'select'>): Promise<CurrentMatchModel> {
  const [row] = await db
    .select()
    .from(matchModels)
    .orderBy(desc(matchModels.trainedAt), desc(matchModels.createdAt))
    .limit(1);
  const model = row ? parseWeights(row.weights) : null;
  if (!row || !model) return DEFAULT_MODEL;
  return {
    model,
    source: row.source,
    trainedAt: row.trainedAt,
    sampleSize: row.sampleSize,
    positives: row.positives,
  };
}

/**
 * The weights scores are computed with: the latest match_models row, or DEFAULT_MATCH_WEIGHTS before any training.
 * Read once a minute per process (a list of 500 applicants scores with one model and no extra query).
 */
export function currentMatchModel(db: Pick<Tx, 'select'>): Promise<CurrentMatchModel> {
  const hit = cache.get(db);
  const now = Date.now();
  if (hit && now - hit.readAt < MATCH_MODEL_CACHE_MS) return hit.value;
  const value = readLatest(db);
  cache.set(db, { readAt: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Drops this process's cached model, so the next read sees a model just stored (the training job calls it). */
export function forgetMatchModel(db: Pick<Tx, 'select'>): void {
  cache.delete(db);
}
