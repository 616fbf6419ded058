import type { AppContext } from '../context';
import type { JobHandler, JobHandlers } from './scheduler';

/**
 * The kinds of scheduled work: the one place a time-based transition is registered (docs/decisions/015-scheduler.md).
 * Offer expiry, reminders and, later, check-out, auto-approval and rating windows each add a kind here and its
 * handler below (none yet: they come with the features that own them). Every handler must be idempotent (JobHandler).
 */
export const JOB_KINDS = {} as const satisfies Record<string, string>;

export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** One handler per kind (a kind without one does not compile); each receives the app context and the job's row. */
export const jobHandlers: JobHandlers<AppContext> = {} satisfies Record<JobKind, JobHandler<AppContext>>;
