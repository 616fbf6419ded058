// In-app notification types (docs/product/messaging.md, "In-app notifications").

/** The named types; anything else is shown generically. */
export const NOTIFICATION_TYPES = [
  'shift_selected',
  'worker_accepted',
  'worker_declined',
  'shift_reminder',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
