import {
  AlertTriangle,
  Bell,
  CalendarCheck,
  CalendarX,
  ClipboardCheck,
  Clock,
  CreditCard,
  Info,
  LogIn,
  LogOut,
  PencilLine,
  Send,
  Star,
  UserCheck,
  UserPlus,
  UserX,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { NotificationType } from '../../../shared/domain/notification-type';
import { timeLabel } from '../../../shared/domain/time-label';
import type { NotificationDto } from '../../../shared/notifications';
import { cn } from '../../lib/cn';

// The four named types get their own icon (docs/product/messaging.md); anything else is shown generically.
const ICONS: { [type in NotificationType]?: ComponentType<{ className?: string }> } = {
  shift_selected: CalendarCheck,
  worker_accepted: UserCheck,
  worker_declined: CalendarX,
  shift_reminder: Clock,
  // The manager's 'Not yet confirmed' (docs/product/messaging.md, "Reminders").
  booking_not_confirmed: AlertTriangle,
  // The worker said 'Confirm I'm coming' (docs/product/applications.md).
  attendance_confirmed: UserCheck,
  // A shift the worker was selected for or booked on was edited (docs/product/shifts.md, "Edit shift").
  shift_changed: PencilLine,
  // A booking cancelled by either side or with the shift, and an application that ended without one (items
  // 7 and 8, docs/product/applications.md "Cancellations" and "No limbo").
  booking_cancelled: CalendarX,
  application_ended: Info,
  // An offer lapsed unanswered (docs/product/applications.md, "Offer window").
  offer_expired: Clock,
  // A booking recorded as a no-show (docs/product/attendance.md, "No-show").
  no_show: UserX,
  // A check-in (or the manager's 'Mark as arrived') and a check-out (docs/product/attendance.md, "Check-in").
  checked_in: LogIn,
  checked_out: LogOut,
  // A timesheet submitted, approved (the booking completed) or disputed (docs/product/attendance.md, "Timesheets").
  timesheet_submitted: ClipboardCheck,
  timesheet_approved: ClipboardCheck,
  timesheet_disputed: AlertTriangle,
  // 'Rate this shift' / 'Rate worker' reminders and 'Your ratings for <shift> are live' (docs/product/trust.md, "Ratings").
  rating_reminder: Star,
  ratings_live: Star,
  // A staff decision on the worker's profile (docs/product/operations.md, "Vetting").
  vetting_decided: UserCheck,
  // The business's card charged or refused, and the worker's pay sent, waiting for payouts to be set up, or failed
  // (docs/product/payments.md, "Charges and payouts").
  payment_charged: CreditCard,
  payment_failed: AlertTriangle,
  payout_sent: Send,
  payout_waiting: Clock,
  payout_failed: AlertTriangle,
  // A hold placed on the business's card for a booking, or refused (docs/product/payments.md, "Holds").
  payment_hold_placed: CreditCard,
  payment_hold_failed: AlertTriangle,
  // A freed place the backfill could not offer: the business cannot book (docs/product/payments.md).
  backfill_stopped: AlertTriangle,
  // Whom the backfill offered a freed place to, and until when (docs/product/applications.md, "Offer window").
  backfill_offered: UserPlus,
};

const rowClass = 'flex w-full gap-3 px-4 py-3 text-left';

/** One notification; clicking an unread one marks it read (docs/product/messaging.md). */
export function NotificationItem({
  notification: n,
  now,
  onRead,
  link,
  onFollow,
}: {
  notification: NotificationDto;
  now: Date;
  onRead: () => void;
  /** The page the notice is about (notificationLink, docs/product/messaging.md "Links"); null: plain text. */
  link: string | null;
  /** Following the link closes the panel. */
  onFollow: () => void;
}) {
  // A type this client does not know yet (a newer server) falls back to the bell.
  const Icon = ICONS[n.type as NotificationType] ?? Bell;
  const unread = !n.readAt;
  const content = (
    <>
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 h-5 w-5 shrink-0', unread ? 'text-brand-700' : 'text-slate-400')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {n.title}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{n.message}</span>
        <time dateTime={n.createdAt} className="mt-1 block text-xs text-slate-500">
          {timeLabel(n.createdAt, now)}
        </time>
      </span>
      {unread ? (
        <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
      ) : null}
    </>
  );
  const rowLook = cn(
    rowClass,
    'transition-colors hover:bg-slate-50 focus-visible:bg-slate-50',
    unread && 'bg-brand-50/60',
  );
  if (link)
    return (
      <Link
        to={link}
        className={rowLook}
        onClick={() => {
          if (unread) onRead();
          onFollow();
        }}
      >
        {content}
      </Link>
    );
  // Stays a button once read, so keyboard focus is not lost when the click marks it read.
  return (
    <button
      type="button"
      onClick={unread ? onRead : undefined}
      className={cn(
        rowClass,
        'transition-colors hover:bg-slate-50 focus-visible:bg-slate-50',
        unread && 'bg-brand-50/60',
      )}
    >
      {content}
    </button>
  );
}
