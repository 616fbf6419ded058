// 'Best match' on the manager's applicants (docs/decisions/018-match-score.md, "Sorting"; product-next §6): each
// applicant's score and reasons, ordered by the model with the newcomer place, or newest first on request.
import { rankBestMatch, withNewcomerReason } from '../../shared/domain/match-ranking';
import {
  isNewcomer,
  type MatchFacts,
  matchFeatures,
  matchLogit,
  scoreMatch,
} from '../../shared/domain/match-score';
import type { ApplicantsSort } from '../../shared/schemas/responses/matching';
import type { AppContext } from '../context';
import { loadApplicantMatchFacts, type MatchShift, type ReliabilityById } from './load-match-facts';
import { currentMatchModel } from './match-model';

export type ApplicantMatch = { score: number; reasons: string[]; newcomer: boolean };

type Applicant = { id: string; workerId: string; appliedAt: Date; status: string };

/** A worker without a talent profile: nothing to match on, no history. */
export const blankFacts = (shift: MatchShift): MatchFacts & { vetted: boolean } => ({
  positionTitle: shift.positionTitle,
  requirements: shift.requirements,
  skills: [],
  years: null,
  ratingAverage: null,
  ratingCount: 0,
  reliability: null,
  completedHere: 0,
  favourite: false,
  medianAnswerMinutes: null,
  completedShifts: 0,
  vetted: false,
});

/**
 * The applicants with their `match`, in the order asked for. `rows` come newest first (the list's query); 'newest'
 * keeps that order, 'best' ranks by the model. Only a vetted newcomer still waiting for a decision ('interested')
 * can take the newcomer place: promoting someone already decided would help nobody.
 */
export async function rankApplicants<T extends Applicant>(
  ctx: AppContext,
  shift: MatchShift,
  rows: T[],
  sort: ApplicantsSort,
  /** The applicants' reliability when the caller has it already (the list shows it), so it is not read twice. */
  reliability?: Promise<ReliabilityById>,
): Promise<(T & { match: ApplicantMatch })[]> {
  const [facts, { model }] = await Promise.all([
    loadApplicantMatchFacts(
      ctx.db,
      shift,
      rows.map((row) => row.workerId),
      ctx.now(),
      reliability,
    ),
    currentMatchModel(ctx.db),
  ]);
  const scored = rows.map((row) => {
    const pair = facts.get(row.workerId) ?? blankFacts(shift);
    const features = matchFeatures(pair);
    const { score, reasons } = scoreMatch(pair, model, 'manager', features);
    return {
      row,
      reasons,
      id: row.id,
      score,
      logit: matchLogit(features, model),
      appliedAt: row.appliedAt.toISOString(),
      newcomerEligible: pair.vetted && isNewcomer(pair) && row.status === 'interested',
    };
  });
  const { ranked, featuredId } = rankBestMatch(scored);
  return (sort === 'best' ? ranked : scored).map(({ row, score, reasons }) => {
    const newcomer = row.id === featuredId;
    return {
      ...row,
      match: { score, reasons: newcomer ? withNewcomerReason(reasons) : reasons, newcomer },
    };
  });
}
