import { lazy, Suspense } from 'react';

// Only signed-in users have a bell. Its code (notifications, the realtime stream, time labels in the business's
// zone) loads with their first render, keeping it out of every visitor's initial bundle.
const NotificationsBell = lazy(() =>
  import('../features/notifications/notifications-bell').then((m) => ({ default: m.NotificationsBell })),
);

/** The header's notifications bell (docs/product/messaging.md), shown when signed in. */
export function NotificationsSlot() {
  return (
    // Holds the bell's 40 px square while it loads, so nothing in the header moves when it appears.
    <Suspense fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0" />}>
      <NotificationsBell />
    </Suspense>
  );
}
