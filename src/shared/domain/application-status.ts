// The application statuses, and what each looks like to the worker and the manager (docs/product/applications.md).
// Who may move an application from one status to another, and until when, is in state-machine.ts (ADR 014).

export const APPLICATION_STATUSES = [
  'interested',
  'selected',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'rejected',
  'cancelled',
  'checked_in',
  'no_show',
  'completed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type WorkerBadge = { label: string; highlight: boolean; buttonLabel: string };

// Labels for declined, rejected and completed buttons are ours; the spec names only their badges. The words of the
// statuses added ('Offer expired', 'Withdrawn', 'Cancelled', 'Checked in', 'No-show') are those of
// docs/product/applications.md, "The application state machine". An accepted application is 'BOOKED', not the
// spec's 'CONFIRMED': "confirm" is kept for the worker's 'Confirm I'm coming' alone (applications.md, "One word
// for each thing").
const WORKER_BADGES: Record<ApplicationStatus, WorkerBadge> = {
  interested: { label: 'Applied', highlight: false, buttonLabel: 'Applied' },
  selected: { label: 'SELECTED', highlight: true, buttonLabel: 'Selected' },
  accepted: { label: 'BOOKED', highlight: true, buttonLabel: 'Booked' },
  declined: { label: 'DECLINED', highlight: false, buttonLabel: 'Declined' },
  expired: { label: 'OFFER EXPIRED', highlight: false, buttonLabel: 'Offer expired' },
  withdrawn: { label: 'WITHDRAWN', highlight: false, buttonLabel: 'Withdrawn' },
  rejected: { label: 'NOT SELECTED', highlight: false, buttonLabel: 'Not Selected' },
  cancelled: { label: 'CANCELLED', highlight: false, buttonLabel: 'Cancelled' },
  checked_in: { label: 'CHECKED IN', highlight: true, buttonLabel: 'Checked in' },
  no_show: { label: 'NO-SHOW', highlight: false, buttonLabel: 'No-show' },
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
  | 'Worker Declined'
  | 'Offer Expired'
  | 'Worker Withdrew'
  | 'Not Selected'
  | 'Booking Cancelled'
  | 'Worker Checked In'
  | 'No-Show'
  | 'Shift Completed';

/** The labels past `selected` are ours: the spec names only the first three (and 'Worker Declined' is ours too). */
const SETTLED_BUTTONS: Record<Exclude<ApplicationStatus, 'interested' | 'selected'>, ManagerButtonLabel> = {
  accepted: 'Worker Accepted Your Offer!',
  // "Awaiting Response" would no longer be true.
  declined: 'Worker Declined',
  expired: 'Offer Expired',
  withdrawn: 'Worker Withdrew',
  rejected: 'Not Selected',
  cancelled: 'Booking Cancelled',
  checked_in: 'Worker Checked In',
  no_show: 'No-Show',
  completed: 'Shift Completed',
};

export function managerButton(app: {
  contactedAt: Date | string | null | undefined;
  status: ApplicationStatus;
}): ManagerButtonLabel {
  if (app.status === 'interested') return 'Select and Contact Worker';
  // Contacted_at is set only when the offer was texted; a worker who gets no texts was told in the app.
  if (app.status === 'selected')
    return app.contactedAt ? 'Texted Worker/Awaiting Response' : 'Selected — notified in the app';
  return SETTLED_BUTTONS[app.status];
}

export type DashboardTab = 'pending' | 'active' | 'history';

/**
 * The worker dashboard's tabs (docs/product/applications.md): selected ones await the worker's answer; a booking
 * stays Active until it ends (checked in included); every ending is History.
 */
export function dashboardTab(status: ApplicationStatus): DashboardTab {
  switch (status) {
    case 'selected':
      return 'pending';
    case 'interested':
    case 'accepted':
    case 'checked_in':
      return 'active';
    case 'declined':
    case 'expired':
    case 'withdrawn':
    case 'rejected':
    case 'cancelled':
    case 'no_show':
    case 'completed':
      return 'history';
  }
}
