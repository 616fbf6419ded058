// Where an in-app notification leads (docs/product/messaging.md, "Links"): one table, by type and by who reads it,
// so every notice about a shift, an application, a timesheet or money opens the page that shows it. A notice with
// nothing to point at stays plain text.
import { isUuid } from '../uuid';
import type { NotificationType } from './notification-type';

export type NotificationReader = 'talent' | 'manager';

/**
 * The pages a notice can lead to. `dashboard`: the worker's dashboard, where every application and booking has its
 * card (and 'Get paid'); `applications`: the manager's page for that shift (applicants, attendance, check-in code).
 */
type Destination = 'dashboard' | 'applications' | 'timesheets' | 'billing' | 'open-shifts';

const ABOUT_A_SHIFT = { talent: 'dashboard', manager: 'applications' } as const;

const DESTINATIONS: { [type in NotificationType]?: { [reader in NotificationReader]?: Destination } } = {
  shift_selected: { talent: 'dashboard' },
  worker_accepted: { manager: 'applications' },
  worker_declined: { manager: 'applications' },
  attendance_confirmed: ABOUT_A_SHIFT,
  shift_reminder: ABOUT_A_SHIFT,
  booking_not_confirmed: { manager: 'applications' },
  shift_changed: ABOUT_A_SHIFT,
  booking_cancelled: ABOUT_A_SHIFT,
  application_ended: ABOUT_A_SHIFT,
  offer_expired: ABOUT_A_SHIFT,
  no_show: ABOUT_A_SHIFT,
  checked_in: ABOUT_A_SHIFT,
  checked_out: ABOUT_A_SHIFT,
  timesheet_submitted: { talent: 'dashboard', manager: 'timesheets' },
  timesheet_approved: { talent: 'dashboard', manager: 'timesheets' },
  timesheet_disputed: { talent: 'dashboard', manager: 'timesheets' },
  timesheet_dispute_decided: { talent: 'dashboard', manager: 'timesheets' },
  rating_reminder: ABOUT_A_SHIFT,
  ratings_live: ABOUT_A_SHIFT,
  // The invited shift is on Open Shifts, which has no page per shift.
  shift_invitation: { talent: 'open-shifts' },
  payment_charged: { manager: 'billing' },
  payment_failed: { manager: 'billing' },
  payment_hold_placed: { manager: 'applications' },
  payment_hold_failed: { manager: 'billing' },
  card_dispute_opened: { manager: 'billing' },
  card_dispute_decided: { manager: 'billing' },
  pay_corrected: { talent: 'dashboard', manager: 'billing' },
  // 'Get paid' is on the worker's dashboard (docs/product/payments.md).
  payout_sent: { talent: 'dashboard' },
  payout_waiting: { talent: 'dashboard' },
  payout_failed: { talent: 'dashboard' },
  backfill_stopped: { manager: 'billing' },
  backfill_offered: ABOUT_A_SHIFT,
};

/** Destinations that show one shift, so need its id in the notice's data. */
const NEEDS_SHIFT: ReadonlySet<Destination> = new Set(['applications', 'dashboard', 'open-shifts']);
/** Dashboard notices about money are not about one shift. */
const MONEY_TYPES: ReadonlySet<string> = new Set([
  'payout_sent',
  'payout_waiting',
  'payout_failed',
  'pay_corrected',
]);

/** An app path the server put in the notice ('/worker-dashboard', an appeal's page); never another site. */
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** The path a notice leads its reader to, or null when it is about nothing that has a page. */
export function notificationLink(
  notification: { type: string; data: Record<string, unknown> },
  reader: NotificationReader,
): string | null {
  const { type, data } = notification;
  // A link the server chose (vetting decisions, the operations team's decisions) wins.
  if (isAppPath(data.link)) return data.link;
  const destination = DESTINATIONS[type as NotificationType]?.[reader];
  if (!destination) return null;
  const shiftId = typeof data.shiftId === 'string' && isUuid(data.shiftId) ? data.shiftId : null;
  if (NEEDS_SHIFT.has(destination) && !shiftId && !MONEY_TYPES.has(type)) return null;
  switch (destination) {
    case 'dashboard':
      return '/worker-dashboard';
    case 'applications':
      return `/view-applications/${shiftId}`;
    case 'timesheets':
      return '/manager/timesheets';
    case 'billing':
      return '/billing';
    case 'open-shifts':
      return '/shifts';
  }
}
