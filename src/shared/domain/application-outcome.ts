// Issue 11: an application still waiting (applied, or selected and not yet answered) for a shift that has started,
// was closed or was filled by someone else can no longer become a booking; the worker dashboard says so and files
// it under History (docs/product/applications.md, "The worker dashboard") instead of leaving it 'Applied' in Active.
import { type ApplicationStatus, type DashboardTab, dashboardTab } from './application-status';
import { shiftVacancyProblem, type VacancyProblem } from './shift-availability';

export const MISSED_LABELS: Record<VacancyProblem, string> = {
  shiftStarted: 'Shift started',
  shiftClosed: 'Shift closed',
  shiftFilled: 'Filled by another worker',
};

export const SHIFT_CANCELLED_LABEL = 'Shift cancelled';

type Application = {
  status: ApplicationStatus;
  shift: { status: string; startsAt: Date | string; acceptedCount: number; maxApplications: number };
};

export type WorkerApplicationView = {
  tab: DashboardTab;
  /** Why a waiting application can no longer become a booking; null while it still can (or is settled). */
  missed: string | null;
};

/** Statuses that still wait on the shift having a place: the worker's interest, or an unanswered offer. */
const WAITING: readonly ApplicationStatus[] = ['interested', 'selected'];

export function workerApplicationView(application: Application, now: Date): WorkerApplicationView {
  if (WAITING.includes(application.status)) {
    // Issue 12: a cancelled shift is closed to applicants too, but the worker should read why.
    if (application.shift.status === 'cancelled') return { tab: 'history', missed: SHIFT_CANCELLED_LABEL };
    const problem = shiftVacancyProblem(application.shift, now);
    if (problem) return { tab: 'history', missed: MISSED_LABELS[problem] };
  }
  return { tab: dashboardTab(application.status), missed: null };
}
