// 'Best match' (docs/product/trust.md, "Match score"): the words the screens and the API use. The reasons themselves
// are built from the facts in src/shared/domain/match-score.ts.

export const MATCHING_MESSAGES = {
  whyThisMatch: 'Why this match',
  sortBy: 'Sort by',
  bestMatch: 'Best match',
  newest: 'Newest',
  soonest: 'Soonest',
  /** The featured newcomer's badge (product-next §6). */
  newBadge: 'New',
  noReasons: 'Nothing stands out yet: the score rests on the usual starting values.',
  scoreLabel: (score: number) => `Match score ${score} out of 100`,
  scoreBadge: (score: number) => `${score}% match`,
  listBestMatch: 'Open shifts, best match for you first. Apply and the manager will see your profile.',
  listSoonest: 'Open shifts, soonest first. Apply and the manager will see your profile.',
  invalidApplicantsSort: "Sort must be 'best' or 'newest'",
  invalidOpenShiftsSort: "Sort must be 'best' or 'soonest'",
} as const;
