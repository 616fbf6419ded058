import { NEWCOMER_REASON } from './match-score';

/** One applicant as 'Best match' ranks them (product-next §6; docs/decisions/018-match-score.md, "Newcomer place"). */
export type RankCandidate = {
  id: string;
  score: number;
  /** The linear sum behind the score: finer than the rounded score, so equal scores still rank by the model. */
  logit: number;
  appliedAt: string;
  /** Vetted (talent_profiles.approved), fewer than 3 completed shifts, and still waiting for a decision. */
  newcomerEligible: boolean;
};

/** The newcomer place: one of the first three places (product-next §8, "Matching"). */
export const NEWCOMER_PLACE = 3;

/**
 * 'Best match': by the model (logit, then earlier application, then id), except that when a vetted newcomer applied
 * and none is in the first three places, the best-ranked one moves up to the third. The best-ranked newcomer is the
 * one marked 'New' (returned as `featuredId`), wherever the order put them.
 */
export function rankBestMatch<T extends RankCandidate>(
  candidates: readonly T[],
): { ranked: T[]; featuredId: string | null } {
  const ranked = [...candidates].sort(
    (a, b) =>
      b.logit - a.logit || a.appliedAt.localeCompare(b.appliedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const at = ranked.findIndex((c) => c.newcomerEligible);
  if (at < 0) return { ranked, featuredId: null };
  const [featured] = ranked.splice(at, 1) as [T];
  ranked.splice(Math.min(at, NEWCOMER_PLACE - 1), 0, featured);
  return { ranked, featuredId: featured.id };
}

/** The featured newcomer's reasons: 'New: featured to help them start' first, then the model's, three in all. */
export function withNewcomerReason(reasons: readonly string[]): string[] {
  return [NEWCOMER_REASON, ...reasons].slice(0, 3);
}
