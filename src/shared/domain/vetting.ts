// docs/product/operations.md, "Vetting": a talent profile's vetting state and the worker's
// checklist (product-next §7). Pure, so the dashboard and the ops review page show the same items the server counts.
import { missingProfileDetails } from './profile-details';

export const VETTING_STATUSES = ['in_review', 'changes_requested', 'approved', 'rejected'] as const;
export type VettingStatus = (typeof VETTING_STATUSES)[number];

/** What staff may decide on a profile in review. */
export const VETTING_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export type VettingDecision = (typeof VETTING_DECISIONS)[number];

/** The status each decision leaves the profile in. */
export const VETTING_DECISION_STATUS: Record<VettingDecision, VettingStatus> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/** The worker-facing label of each status ('In review' on the applicant card too). */
export const VETTING_STATUS_LABELS: Record<VettingStatus, string> = {
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Not approved',
};

/** The decision's past-tense words, for the race's 'Already decided by …: <decision>'. */
export const VETTING_DECISION_LABELS: Record<VettingDecision, string> = {
  approve: 'Approve',
  request_changes: 'Ask for changes',
  reject: 'Reject',
};

export const VETTING_CHECKLIST_ITEMS = [
  'E-mail verified',
  'Phone verified',
  'Photo',
  'Profile complete',
  'Identity checked by our team',
] as const;
export type VettingChecklistItem = (typeof VETTING_CHECKLIST_ITEMS)[number];

export type VettingFacts = {
  emailVerifiedAt: Date | string | null;
  phoneVerifiedAt: Date | string | null;
  avatarKey: string | null;
  sector: string | null;
  years: string | null;
  skills: readonly string[];
  vettingStatus: VettingStatus;
};

/** The checklist in its order, each item done or not. */
export function vettingChecklist(facts: VettingFacts): { item: VettingChecklistItem; done: boolean }[] {
  const done: Record<VettingChecklistItem, boolean> = {
    'E-mail verified': Boolean(facts.emailVerifiedAt),
    'Phone verified': Boolean(facts.phoneVerifiedAt),
    Photo: Boolean(facts.avatarKey),
    'Profile complete': missingProfileDetails(facts).length === 0,
    'Identity checked by our team': facts.vettingStatus === 'approved',
  };
  return VETTING_CHECKLIST_ITEMS.map((item) => ({ item, done: done[item] }));
}

export const VETTING = {
  /** The e-mail verification link's life. */
  emailLinkTtlMs: 24 * 3_600_000,
  /** A note or reason of a decision. */
  noteMaxLength: 1000,
  /** Profiles per page of the ops queue. */
  queuePageSize: 25,
} as const;
