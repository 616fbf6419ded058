/** Placeholder for the notifications bell (messaging issue replaces this file). */
export function NotificationsSlot() {
  return null;
}
