import { lastMovedAt, workerApplicationView } from '../../../shared/domain/application-outcome';
import type { DashboardTab } from '../../../shared/domain/application-status';
import { soonestFirst } from '../../../shared/domain/next-shift';
import { type PendingAction, pendingActions } from '../../../shared/domain/pending-actions';
import type { MyApplicationDto } from '../../../shared/marketplace/types';

export type DashboardLists = {
  /** Each tab's cards, in their order. */
  tabs: Record<DashboardTab, MyApplicationDto[]>;
  /** Why a waiting application can no longer become a booking ('Shift started', 'Filled by another worker'). */
  missed: Map<string, string>;
  /** What the worker owes on each application that owes something. */
  owed: Map<string, PendingAction[]>;
};

/**
 * The dashboard's lists (docs/product/applications.md, "The worker dashboard"). Pending Actions is every application
 * that owes something now (an offer, 'Keep my booking', 'Confirm I'm coming', a timesheet, a rating), whatever its
 * status: a card may be both there and in Active or History. Active and History split by status. Pending Actions and
 * Active list soonest shift first; History newest first (`lastMovedAt`), every ending included.
 */
export function dashboardLists(applications: readonly MyApplicationDto[], now: Date): DashboardLists {
  const tabs: Record<DashboardTab, MyApplicationDto[]> = { pending: [], active: [], history: [] };
  const missed = new Map<string, string>();
  const owed = new Map<string, PendingAction[]>();
  for (const application of applications) {
    const view = workerApplicationView(application, now);
    if (view.missed) missed.set(application.id, view.missed);
    const actions = pendingActions(application, now, view.missed !== null);
    if (actions.length > 0) {
      owed.set(application.id, actions);
      tabs.pending.push(application);
    }
    // An unanswered offer is owed, so it is already under Pending Actions.
    if (view.tab !== 'pending') tabs[view.tab].push(application);
  }
  tabs.pending.sort(soonestFirst);
  tabs.active.sort(soonestFirst);
  tabs.history.sort((a, b) => lastMovedAt(b) - lastMovedAt(a));
  return { tabs, missed, owed };
}
