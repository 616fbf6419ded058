/**
 * The match score of a (worker, shift) pair (product-next §6; docs/decisions/018-match-score.md): a logistic model
 * over seven features, each scaled to 0..1, with the top three reasons. Pure: the server loads the facts
 * (src/server/features/matching/), the trainer fits the weights (match-model.ts), both sides show the reasons.
 */

export const MATCH_FEATURE_NAMES = [
  'skills',
  'experience',
  'rating',
  'reliability',
  'workedHere',
  'favourite',
  'answerSpeed',
] as const;
export type MatchFeatureName = (typeof MATCH_FEATURE_NAMES)[number];
export type MatchFeatures = Record<MatchFeatureName, number>;
export type MatchWeights = { bias: number; weights: Record<MatchFeatureName, number> };

/** Why each default is what it is: docs/decisions/018-match-score.md, "Default weights". */
export const DEFAULT_MATCH_WEIGHTS: MatchWeights = {
  bias: -3.5,
  weights: {
    skills: 2,
    experience: 0.6,
    rating: 1.5,
    reliability: 1.5,
    workedHere: 1,
    favourite: 1.2,
    answerSpeed: 0.5,
  },
};

/** Rating shrinkage: a Bayesian average with this many ratings at the platform mean (one early 1-star cannot sink anyone). */
export const RATING_PRIOR_COUNT = 5;
/** The platform mean used when the platform has no live rating yet. */
export const FALLBACK_PLATFORM_RATING = 4.5;
/** 'New' (fewer than 3 completed shifts, §6): the worker's reliability counts as this, and a vetted one may take the newcomer place. */
export const NEWCOMER_MAX_COMPLETED = 3;
export const NEUTRAL_RELIABILITY = 0.85;
/** Unknown answer speed counts as answering within an hour (the neutral value of the answerSpeed scale). */
export const NEUTRAL_ANSWER_MINUTES = 60;
export const NEWCOMER_REASON = 'New: featured to help them start';

/** The raw facts of one (worker, shift) pair. */
export type MatchFacts = {
  positionTitle: string;
  requirements: string | null;
  skills: readonly string[];
  /** talent_profiles.years: '0-1' | '2-3' | '4-5' | '6+' or null (YEARS_OPTIONS). */
  years: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  /** Mean of all live worker ratings on the platform (the shrinkage's prior); FALLBACK_PLATFORM_RATING when omitted. */
  platformRating?: number;
  /** Reliability figure 0..1; null = 'New'. */
  reliability: number | null;
  completedHere: number;
  favourite: boolean;
  /** Median minutes from selection to acceptance of the worker's offers; null when never answered one. */
  medianAnswerMinutes: number | null;
  completedShifts: number;
};

/** Who reads the reasons: the manager about an applicant, or the worker about a shift. */
export type MatchAudience = 'manager' | 'worker';

const YEARS_SCALE: Record<string, number> = { '0-1': 0, '2-3': 0.4, '4-5': 0.7, '6+': 1 };

/**
 * A skill's parts ('Server/Waitstaff' → server, waitstaff), lower case; 'Other' names nothing. The SQL ordering of
 * the open-shifts list (list-best-match-shifts.ts) matches the same parts, so its order and the shown score agree.
 */
export function skillParts(skill: string): string[] {
  const known = SKILL_PARTS.get(skill);
  if (known) return known;
  const parts = skill
    .toLowerCase()
    .split(/[/,]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 1 && part !== 'other');
  // Skills come from a short fixed list: each is split once (a list scores hundreds of pairs per request).
  if (SKILL_PARTS.size < 100) SKILL_PARTS.set(skill, parts);
  return parts;
}
const SKILL_PARTS = new Map<string, string[]>();

/** Case-insensitive containment: 'Server' finds 'Servers' and 'Head server'. */
function skillIn(skill: string, text: string): boolean {
  return skillParts(skill).some((part) => text.includes(part));
}

/** Worker skills found in the position title (first) and the requirements, case-insensitive; distinct, in that order. */
export function matchingSkills(facts: Pick<MatchFacts, 'positionTitle' | 'requirements' | 'skills'>): {
  inTitle: string[];
  inRequirements: string[];
} {
  const title = facts.positionTitle.toLowerCase();
  const requirements = (facts.requirements ?? '').toLowerCase();
  const skills = [...new Set(facts.skills)];
  const inTitle = skills.filter((s) => skillIn(s, title));
  const inRequirements = skills.filter((s) => !inTitle.includes(s) && skillIn(s, requirements));
  return { inTitle, inRequirements };
}

/**
 * A booking that counts for `workedHere` (completed shifts with this shift's manager): a completed one
 * (complete-application.ts sets completed_at with the status). The SQL twin is workedHereCountsSql
 * (src/server/match/worked-here-sql.ts), which serving, training and the bench's reference server count with;
 * tests/api/worked-here.test.ts runs both on the same rows.
 */
export function countsAsWorkedHere(booking: { completedAt: Date | string | null }): boolean {
  return booking.completedAt !== null;
}

/** The per-shift `workedHere` term from n such bookings: 1 − 0.5ⁿ (once 0.5, twice 0.75); SQL: workedHereFeatureSql. */
export function workedHereFeature(completedHere: number): number {
  return 1 - 0.5 ** Math.max(0, completedHere);
}

/** The Bayesian average of the worker's rating towards the platform mean (product-next §6). */
export function shrunkRating(
  average: number | null,
  count: number,
  platform = FALLBACK_PLATFORM_RATING,
): number {
  const n = average === null ? 0 : Math.max(0, count);
  return (n * (average ?? 0) + RATING_PRIOR_COUNT * platform) / (n + RATING_PRIOR_COUNT);
}

const answerScale = (minutes: number) => 1 / (1 + Math.max(0, minutes) / 60);

export function isNewcomer(facts: Pick<MatchFacts, 'completedShifts'>): boolean {
  return facts.completedShifts < NEWCOMER_MAX_COMPLETED;
}

export function matchFeatures(facts: MatchFacts): MatchFeatures {
  const { inTitle, inRequirements } = matchingSkills(facts);
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return {
    skills: clamp((inTitle.length > 0 ? 0.6 : 0) + 0.2 * (inTitle.length + inRequirements.length)),
    experience: YEARS_SCALE[facts.years ?? ''] ?? 0,
    rating: clamp((shrunkRating(facts.ratingAverage, facts.ratingCount, facts.platformRating) - 1) / 4),
    reliability: clamp(facts.reliability ?? NEUTRAL_RELIABILITY),
    workedHere: workedHereFeature(facts.completedHere),
    favourite: facts.favourite ? 1 : 0,
    answerSpeed: answerScale(facts.medianAnswerMinutes ?? NEUTRAL_ANSWER_MINUTES),
  };
}

/**
 * Each feature's neutral value (what a newcomer with no history has): a reason is a contribution above it, so a
 * feature that is absent (no rating, 'New', never answered an offer) never makes a reason.
 */
export function neutralFeatures(platformRating = FALLBACK_PLATFORM_RATING): MatchFeatures {
  return {
    skills: 0,
    experience: 0,
    rating: (platformRating - 1) / 4,
    reliability: NEUTRAL_RELIABILITY,
    workedHere: 0,
    favourite: 0,
    answerSpeed: answerScale(NEUTRAL_ANSWER_MINUTES),
  };
}

/** The linear sum (the logit): the score is monotone in it, so lists can be ordered by it. */
export function matchLogit(features: MatchFeatures, model: MatchWeights): number {
  return MATCH_FEATURE_NAMES.reduce((sum, name) => sum + model.weights[name] * features[name], model.bias);
}

export function scoreFromLogit(logit: number): number {
  return Math.round(100 / (1 + Math.exp(-logit)));
}

export function scoreMatch(
  facts: MatchFacts,
  model: MatchWeights,
  audience: MatchAudience = 'manager',
  /** matchFeatures(facts) when the caller computed them already (a list ranking by matchLogit too). */
  features: MatchFeatures = matchFeatures(facts),
): { score: number; reasons: string[] } {
  const neutral = neutralFeatures(facts.platformRating);
  const reasons = MATCH_FEATURE_NAMES.map((name) => ({
    name,
    gain: model.weights[name] * (features[name] - neutral[name]),
  }))
    .filter((c) => c.gain > 1e-9 && featurePresent(c.name, facts))
    .sort(
      (a, b) => b.gain - a.gain || MATCH_FEATURE_NAMES.indexOf(a.name) - MATCH_FEATURE_NAMES.indexOf(b.name),
    )
    .slice(0, 3)
    .map((c) => matchReason(c.name, facts, audience));
  return { score: scoreFromLogit(matchLogit(features, model)), reasons };
}

function featurePresent(name: MatchFeatureName, facts: MatchFacts): boolean {
  switch (name) {
    case 'rating':
      return facts.ratingAverage !== null && facts.ratingCount > 0;
    case 'reliability':
      return facts.reliability !== null;
    case 'answerSpeed':
      return facts.medianAnswerMinutes !== null;
    default:
      return true;
  }
}

const TIMES = ['never', 'once', 'twice'];
const times = (n: number) => TIMES[n] ?? `${n} times`;

function answerWithin(minutes: number): string {
  if (minutes <= 10) return '10 minutes';
  if (minutes <= 30) return '30 minutes';
  if (minutes < 60) return 'an hour';
  return `${Math.ceil(minutes / 60)} hours`;
}

/** The reason's text names the real fact (product-next §6). */
export function matchReason(name: MatchFeatureName, facts: MatchFacts, audience: MatchAudience): string {
  const own = audience === 'worker';
  switch (name) {
    case 'skills': {
      const { inTitle, inRequirements } = matchingSkills(facts);
      const [first, second] = [...inTitle, ...inRequirements];
      const which = second ? `${first} and ${second} skills` : `${first} skill`;
      return own ? `Matches your ${which}` : `Has the ${which}`;
    }
    case 'experience':
      return `${facts.years} years of experience`;
    case 'rating':
      return `${own ? 'Your ' : ''}${(facts.ratingAverage ?? 0).toFixed(1)} from ${facts.ratingCount} rating${facts.ratingCount === 1 ? '' : 's'}`;
    case 'reliability':
      return `${Math.round((facts.reliability ?? 0) * 100)}% reliable`;
    case 'workedHere':
      return `${own ? 'You worked' : 'Worked'} here ${times(facts.completedHere)}`;
    case 'favourite':
      return own ? 'This business starred you' : 'Your favourite';
    case 'answerSpeed':
      return `${own ? 'You answer' : 'Answers'} offers within ${answerWithin(facts.medianAnswerMinutes ?? 0)}`;
  }
}
