import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { badgeCount } from '../../../shared/domain/time-label';
import { Button } from '../../components/ui/button';
import { useStartedUp } from '../../lib/after-start-up';
import { useSession } from '../../lib/session';
import { useNotifications } from './api/list-notifications';
import { useLiveNotifications } from './use-live-notifications';

// The panel (Radix Dialog and the list) loads on first open, keeping it out of the initial bundle.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** The header bell (docs/product/messaging.md): unread badge (99+ above 99) opening the notifications side sheet. */
export function NotificationsBell() {
  const { user } = useSession();
  // The unread count is not needed for the first screen (lib/after-start-up.ts).
  const startedUp = useStartedUp();
  const notifications = useNotifications(Boolean(user) && startedUp);
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = notifications.data?.unreadCount ?? 0;
  const badge = badgeCount(unread);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
        aria-haspopup="dialog"
        onClick={(event) => {
          button.current = event.currentTarget;
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {/* Anchored at its left edge, just right of the bell's middle, so that it grows away from the bell: anchored
            on the right, a wide '99+' covered most of it. */}
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute -top-1 left-6 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
