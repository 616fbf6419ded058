// The match model's training job (product-next §6; docs/decisions/018-match-score.md, "Training"): daily in the
// scheduler, once MATCHING.learnAfterOutcomes outcomes exist, a logistic model is fitted on them and its weights,
// date, sample size and positives stored in match_models; currentMatchModel serves the latest.
import { and, eq, gte } from 'drizzle-orm';
import { MATCHING } from '../../../shared/constants';
import {
  MATCH_FEATURE_NAMES,
  type MatchFeatureName,
  type MatchWeights,
} from '../../../shared/domain/match-score';
import type { AppContext } from '../../context';
import { matchModels } from '../../db/schema';
import { flattenWeights, forgetMatchModel } from '../../match/match-model';
import { DAY_MS, HOUR_MS, recurringJob } from '../../scheduler/recurring';
import type { ScheduledJob } from '../../scheduler/scheduler';
import { fitLogisticNonNegative } from './train-logistic';
import { countOutcomes, loadTrainingOutcomes, trainingSet } from './train-outcomes';

export const MATCH_TRAINING_KIND = 'match-training';
/** The daily run's UTC hour, so every instance names the same run (as the scheduler's purge does). */
const TRAINING_AT_UTC_HOUR = 4;

export type TrainingDeps = Pick<AppContext, 'db' | 'now'> & {
  services: Pick<AppContext['services'], 'scheduler'>;
};

export type TrainedModel = {
  model: MatchWeights;
  sampleSize: number;
  positives: number;
  trainedAt: Date;
  iterations: number;
  logLoss: number;
};

/** Fits the model on the outcomes as they are (pure of the database once loaded): null below the threshold. */
export async function fitMatchModel(
  deps: Pick<AppContext, 'db'>,
): Promise<Omit<TrainedModel, 'trainedAt'> | null> {
  if ((await countOutcomes(deps.db)) < MATCHING.learnAfterOutcomes) return null;
  const set = trainingSet(await loadTrainingOutcomes(deps.db));
  if (set.rows.length < MATCHING.learnAfterOutcomes) return null;
  const fit = fitLogisticNonNegative(set.rows, set.labels);
  const weights = Object.fromEntries(
    MATCH_FEATURE_NAMES.map((name, j) => [name, fit.weights[j] ?? 0]),
  ) as Record<MatchFeatureName, number>;
  return {
    model: { bias: fit.bias, weights },
    sampleSize: set.rows.length,
    positives: set.positives,
    iterations: fit.iterations,
    logLoss: fit.logLoss,
  };
}

/** Trains and stores a learned model when enough outcomes exist; returns what it stored, or null. */
export async function trainMatchModel(deps: Pick<AppContext, 'db' | 'now'>): Promise<TrainedModel | null> {
  const fitted = await fitMatchModel(deps);
  if (!fitted) return null;
  const trainedAt = deps.now();
  await deps.db.insert(matchModels).values({
    source: 'learned',
    weights: flattenWeights(fitted.model),
    sampleSize: fitted.sampleSize,
    positives: fitted.positives,
    trainedAt,
  });
  forgetMatchModel(deps.db);
  return { ...fitted, trainedAt };
}

/**
 * The job: trains unless a learned model was already stored since this run was due (a second run of the same job,
 * after a crash or a lease that ran out, stores nothing more), then schedules the next run a day later, counted from
 * when the training ended. On every start (scheduleMatchTraining): today's run (all instances name the same one, so
 * one row); a new database trains at once.
 */
export const { schedule: scheduleMatchTraining, run: runMatchTraining } = recurringJob(
  {
    kind: MATCH_TRAINING_KIND,
    subjectId: 'match_models',
    periodMs: DAY_MS,
    offsetMs: TRAINING_AT_UTC_HOUR * HOUR_MS,
    next: 'at-or-after-now',
  },
  trainOncePerRun,
  { nextFromEnd: true },
);

async function trainOncePerRun(
  deps: TrainingDeps,
  _now: Date,
  job: Pick<ScheduledJob, 'runAt'>,
): Promise<void> {
  const [done] = await deps.db
    .select({ id: matchModels.id })
    .from(matchModels)
    .where(and(eq(matchModels.source, 'learned'), gte(matchModels.trainedAt, job.runAt)))
    .limit(1);
  if (!done) await trainMatchModel(deps);
}
