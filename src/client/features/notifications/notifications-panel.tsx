import { useEffect, useRef, useState } from 'react';
import { notificationLink } from '../../../shared/domain/notification-link';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { appNow } from '../../lib/app-clock';
import { useSession } from '../../lib/session';
import { useNotifications } from './api/list-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { NotificationItem } from './notification-item';

/** Re-renders every minute so 'Just now' becomes '1h ago' without a reload (time labels: docs/product/messaging.md). */
function useMinuteClock(active: boolean) {
  const [now, setNow] = useState(() => appNow());
  useEffect(() => {
    if (!active) return;
    setNow(appNow());
    const timer = setInterval(() => setNow(appNow()), 60_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The notifications panel (docs/product/messaging.md): side sheet with 'Mark all read', loading and empty texts. */
/**
 * Runs `onClosed` once the sheet's content (and its focus trap) is gone. The sheet opens without a Radix
 * trigger, so Radix cannot hand focus back to the bell by itself.
 */
function AfterUnmount({ onClosed }: { onClosed: () => void }) {
  const latest = useRef(onClosed);
  latest.current = onClosed;
  useEffect(() => () => void setTimeout(() => latest.current()), []);
  return null;
}

export default function NotificationsPanel({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const { user } = useSession();
  const reader = user?.userType === 'talent' || user?.userType === 'manager' ? user.userType : null;
  const query = useNotifications(Boolean(user));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useMinuteClock(open);
  const list = query.data?.notifications ?? [];
  const unread = query.data?.unreadCount ?? 0;

  useEffect(() => {
    // Fetch errors are only logged (docs/product/messaging.md).
    if (query.isError) console.warn('Failed to load notifications', query.error);
  }, [query.isError, query.error]);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Notifications"
      headerAction={
        <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => markAll.mutate()}>
          Mark all read
        </Button>
      }
    >
      <AfterUnmount onClosed={onClosed} />
      {query.isPending ? (
        <Spinner label="Loading notifications..." />
      ) : list.length === 0 ? (
        <StateMessage title="No notifications yet" className="m-4" />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Notifications">
          {list.map((n) => (
            <li key={n.id}>
              <NotificationItem
                notification={n}
                now={now}
                onRead={() => markRead.mutate(n.id)}
                link={reader ? notificationLink(n, reader) : null}
                onFollow={() => onOpenChange(false)}
              />
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
