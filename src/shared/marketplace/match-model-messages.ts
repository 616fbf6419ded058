// The texts of 'How matching works' (/manager/matching; docs/decisions/018-match-score.md, "Training").
import type { MatchFeatureName } from '../domain/match-score';

export const MATCH_MODEL_MESSAGES = {
  pageTitle: 'How matching works',
  intro:
    'Each match score (0-100) comes from a logistic model over the features below, each scaled from 0 to 1. ' +
    'A larger weight means the feature counts for more; a weight of 0 means it does not move the score.',
  learned: (sampleSize: number, positives: number, date: string) =>
    `Learned on ${date} from ${sampleSize} outcomes on the platform, ${positives} of them good ` +
    '(completed without cancellation and rated 4 or more by the manager).',
  defaults: (needed: number) =>
    `Default weights: the platform learns its own once ${needed} outcomes exist ` +
    '(a booking completed and rated, cancelled late by the worker, or a no-show).',
  training: 'The model is trained again every day; a new model is in use within a minute.',
  loadError: 'The match model could not be loaded. Please try again.',
  signInFirst: 'Please sign in as a manager to see how matching works.',
  link: 'How matching works',
} as const;

/** What each feature is, as the page names it. */
export const MATCH_FEATURE_LABELS: Record<MatchFeatureName, string> = {
  skills: 'Skills that fit the position and requirements',
  experience: 'Years of experience',
  rating: 'Rating (shrunk towards the platform mean)',
  reliability: 'Reliability',
  workedHere: 'Shifts completed at this business',
  favourite: 'Your favourite',
  answerSpeed: 'How fast offers are answered',
};
