// The application state machine and the manager's button (docs/product/applications.md).
import type { Role } from './roles';

export const APPLICATION_STATUSES = [
  'interested',
  'selected',
  'accepted',
  'declined',
  'rejected',
  'completed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
// Who may set rejected and completed is not shown in the spec, so nobody may yet.
const TRANSITIONS: Record<Role, readonly (readonly [ApplicationStatus, ApplicationStatus])[]> = {
  manager: [['interested', 'selected']],
  talent: [
    ['selected', 'accepted'],
    ['selected', 'declined'],
  ],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: Role): boolean {
  return TRANSITIONS[actor].some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);
}

export type WorkerBadge = { label: string; highlight: boolean; buttonLabel: string };

// Labels for declined, rejected and completed buttons are ours; the spec names only their badges.
const WORKER_BADGES: Record<ApplicationStatus, WorkerBadge> = {
  interested: { label: 'Applied', highlight: false, buttonLabel: 'Applied' },
  selected: { label: 'SELECTED', highlight: true, buttonLabel: 'Selected' },
  accepted: { label: 'CONFIRMED', highlight: true, buttonLabel: 'Confirmed' },
  declined: { label: 'DECLINED', highlight: false, buttonLabel: 'Declined' },
  rejected: { label: 'NOT SELECTED', highlight: false, buttonLabel: 'Not Selected' },
  completed: { label: 'COMPLETED', highlight: false, buttonLabel: 'Completed' },
};

export function workerBadge(status: ApplicationStatus): WorkerBadge {
  return WORKER_BADGES[status];
}

export type ManagerButtonLabel =
  | 'Select and Contact Worker'
  | 'Texted Worker/Awaiting Response'
  | 'Selected — notified in the app'
  | 'Worker Accepted Your Offer!'
  | 'Worker Declined';

export function managerButton(app: {
  contactedAt: Date | string | null | undefined;
  status: ApplicationStatus;
}): ManagerButtonLabel {
  if (app.status === 'accepted') return 'Worker Accepted Your Offer!';
  // Ours: the spec names no label for a declined offer, and "Awaiting Response" would no longer be true.
  if (app.status === 'declined') return 'Worker Declined';
  if (app.contactedAt) return 'Texted Worker/Awaiting Response';
  // Issue 11: contacted_at is set only when the offer was texted; a worker who gets no texts was told in the app.
  if (app.status === 'selected') return 'Selected — notified in the app';
  return 'Select and Contact Worker';
}

export type DashboardTab = 'pending' | 'active' | 'history';

/** The worker dashboard's tabs (docs/product/applications.md): selected ones await the worker's answer. */
export function dashboardTab(status: ApplicationStatus): DashboardTab {
  switch (status) {
    case 'selected':
      return 'pending';
    case 'interested':
    case 'accepted':
      return 'active';
    case 'declined':
    case 'rejected':
    case 'completed':
      return 'history';
  }
}
