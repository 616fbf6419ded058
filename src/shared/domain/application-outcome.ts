// An application still waiting (applied, or selected and not yet answered) for a shift that has started,
// was closed or was filled by someone else can no longer become a booking; the worker dashboard says so and files
// it under History (docs/product/applications.md, "The worker dashboard") instead of leaving it 'Applied' in Active.
import { type ApplicationStatus, type DashboardTab, dashboardTab } from './application-status';
import type { EndedReason } from './cancellation-policy';
import { shiftVacancyProblem, type VacancyProblem } from './shift-availability';

export const MISSED_LABELS: Record<VacancyProblem, string> = {
  shiftStarted: 'Shift started',
  shiftClosed: 'Shift closed',
  shiftFilled: 'Filled by another worker',
};

export const SHIFT_CANCELLED_LABEL = 'Shift cancelled';

type Application = {
  status: ApplicationStatus;
  /** Why the platform ended it, and who cancelled a booking. */
  endedReason?: EndedReason | null;
  cancelledBy?: string | null;
  shift: { status: string; startsAt: Date | string; acceptedCount: number; maxApplications: number };
};

export type WorkerApplicationView = {
  tab: DashboardTab;
  /** Why a waiting application can no longer become a booking; null while it still can (or is settled). */
  missed: string | null;
};

/** Statuses that still wait on the shift having a place: the worker's interest, or an unanswered offer. */
const WAITING: readonly ApplicationStatus[] = ['interested', 'selected'];

/** An application the platform ended says why on its badge (a pass stays 'NOT SELECTED'). */
const ENDED_LABELS: Record<EndedReason, string | null> = {
  filled: MISSED_LABELS.shiftFilled,
  closed: MISSED_LABELS.shiftClosed,
  cancelled: SHIFT_CANCELLED_LABEL,
  passed: null,
};

/** A booking the business ended: removed from the shift, or the shift cancelled (the worker's own is 'CANCELLED'). */
export const REMOVED_LABEL = 'Removed by the business';

export function workerApplicationView(application: Application, now: Date): WorkerApplicationView {
  if (application.status === 'rejected' && application.endedReason) {
    const label = ENDED_LABELS[application.endedReason];
    if (label) return { tab: 'history', missed: label };
  }
  if (application.status === 'cancelled' && application.cancelledBy === 'manager')
    return { tab: 'history', missed: REMOVED_LABEL };
  if (application.status === 'cancelled' && application.cancelledBy === 'system')
    return { tab: 'history', missed: SHIFT_CANCELLED_LABEL };
  if (WAITING.includes(application.status)) {
    // A cancelled shift is closed to applicants too, but the worker should read why.
    if (application.shift.status === 'cancelled') return { tab: 'history', missed: SHIFT_CANCELLED_LABEL };
    const problem = shiftVacancyProblem(application.shift, now);
    if (problem) return { tab: 'history', missed: MISSED_LABELS[problem] };
  }
  return { tab: dashboardTab(application.status), missed: null };
}

type Dated = {
  appliedAt: string;
  selectedAt?: string | null;
  acceptedAt?: string | null;
  offerExpiresAt?: string | null;
  cancelledAt?: string | null;
  status: ApplicationStatus;
};

/**
 * When an application last moved, as far as its times say: History lists newest first. An
 * expired offer ended at its expiry; a withdrawal or a rejection has no time of its own and counts from its last one.
 */
export function lastMovedAt(application: Dated): number {
  const times = [
    application.appliedAt,
    application.selectedAt,
    application.acceptedAt,
    application.cancelledAt,
  ];
  if (application.status === 'expired') times.push(application.offerExpiresAt);
  return Math.max(...times.map((time) => (time ? new Date(time).getTime() : 0)));
}
