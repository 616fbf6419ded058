// The match score on the wire (product-next §6; docs/decisions/018-match-score.md): the score and its top reasons.
import { z } from 'zod';

export const matchSchema = z.object({
  /** 0-100. */
  score: z.number().int().min(0).max(100),
  /** At most three, each naming a real fact ('Has the Server/Waitstaff skill', '4.8 from 12 ratings'). */
  reasons: z.array(z.string()).max(3),
});

/** An applicant's match; `newcomer` marks the best-ranked vetted newcomer, shown as 'New'. */
export const applicantMatchSchema = matchSchema.extend({ newcomer: z.boolean() });

export const BEST_MATCH_SORTS = { applicants: ['best', 'newest'], openShifts: ['best', 'soonest'] } as const;
export type ApplicantsSort = (typeof BEST_MATCH_SORTS.applicants)[number];
export type OpenShiftsSort = (typeof BEST_MATCH_SORTS.openShifts)[number];
