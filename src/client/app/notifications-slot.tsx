import { NotificationsBell } from '../features/notifications/notifications-bell';

/** The header's notifications bell (spec §2), shown when signed in. */
export function NotificationsSlot() {
  return <NotificationsBell />;
}
