// A worker's appeal of a decision about them, first of a no-show (docs/product/attendance.md,
// "Appeals"). One appeal per decision, within APPEALS.windowMs of the decision; the operations team decides
//. Pure, so the worker's History card shows 'Appeal' exactly when the server would take it.
import { APPEALS, CANCELLATION_POLICY } from '../constants';

/** What can be appealed: the subject_kind of an appeal; its subject_id names the decision's row. */
export const APPEAL_SUBJECT_KINDS = ['no_show', 'cancellation', 'vetting', 'suspension'] as const;
export type AppealSubjectKind = (typeof APPEAL_SUBJECT_KINDS)[number];

/**
 * The kinds 'POST /api/appeals' takes, each checked against its own subject (create-appeal.ts). A suspension is
 * appealed only through the signed link of its e-mail (docs/product/operations.md, "Suspension"), whose route fixes
 * the kind; taken here, it would let a decision already appealed be appealed again under another name.
 */
export const SIGNED_IN_APPEAL_KINDS = [
  'no_show',
  'cancellation',
  'vetting',
] as const satisfies readonly AppealSubjectKind[];
export type SignedInAppealKind = (typeof SIGNED_IN_APPEAL_KINDS)[number];
export const APPEAL_KIND_MESSAGE =
  'Choose what you are appealing: a no-show, a cancellation or a profile decision.';

export const APPEAL_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export type AppealRefusal =
  | 'notAppealable'
  | 'cancellationNotAppealable'
  | 'noShowByWorkerOnly'
  | 'alreadyAppealed'
  | 'windowClosed';

export const APPEAL_REFUSAL_MESSAGES: Record<AppealRefusal, string> = {
  notAppealable: 'Only a no-show can be appealed.',
  // docs/product/trust.md, "Reliability": a late or very late cancellation mark of the worker, or
  // the business's own late cancellation, is appealed with subjectKind 'cancellation'.
  cancellationNotAppealable: 'Only a late or very late cancellation can be appealed.',
  noShowByWorkerOnly: 'Only the worker can appeal a no-show.',
  alreadyAppealed: 'You have already appealed this decision.',
  windowClosed: 'Appeals are accepted within 14 days of the decision.',
};

/** Whether an appeal of a decision made at `decidedAt` is still open at `now` (14 days, inclusive of the last instant). */
export function isAppealWindowOpen(decidedAt: Date | string, now: Date): boolean {
  return now.getTime() <= new Date(decidedAt).getTime() + APPEALS.windowMs;
}

const TIMES = ['never', 'once', 'twice', 'three times'] as const;
const times = (n: number) => TIMES[n] ?? `${n} times`;

/**
 * How an appealed no-show or cancellation mark counted (docs/product/trust.md, "Reliability"), as the staff's appeals
 * queue shows it: 'No-show: counts three times against reliability', 'Late cancellation: counts once'. The weights
 * are CANCELLATION_POLICY's, so the words follow the figure the worker sees.
 */
export function appealedMarkCount(mark: {
  kind: 'no_show' | 'cancellation';
  consequence: string | null;
  emergencyExcuse: boolean;
}): string {
  const { weights } = CANCELLATION_POLICY;
  if (mark.kind === 'no_show') return `No-show: counts ${times(weights.no_show)} against reliability`;
  if (mark.emergencyExcuse) return 'Cancellation excused as an emergency: does not count';
  if (mark.consequence === 'late') return `Late cancellation: counts ${times(weights.late)}`;
  if (mark.consequence === 'very_late') return `Very late cancellation: counts ${times(weights.very_late)}`;
  if (mark.consequence === 'business_late')
    return "Late cancellation by the business: counts against the business's reliability";
  return 'Cancellation: does not count';
}
