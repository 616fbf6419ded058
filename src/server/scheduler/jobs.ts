import type { AppContext } from '../context';
import { expireOffer } from '../features/applications/expire-offer';
import type { JobHandler, JobHandlers } from './scheduler';

/**
 * The kinds of scheduled work: the one place a time-based transition is registered (docs/decisions/015-scheduler.md).
 * Offer expiry, reminders and, later, check-out, auto-approval and rating windows each add a kind here and its
 * handler below. Every handler must be idempotent (JobHandler).
 */
export const JOB_KINDS = {
  /** An unanswered offer lapses at shift_applications.offer_expires_at (expire-offer.ts). */
  offerExpiry: 'offer-expiry',
} as const satisfies Record<string, string>;

export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** One handler per kind (a kind without one does not compile); each receives the app context and the job's row. */
export const jobHandlers: JobHandlers<AppContext> = {
  'offer-expiry': expireOffer,
} satisfies Record<JobKind, JobHandler<AppContext>>;
