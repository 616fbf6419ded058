// In-app notification types (docs/product/messaging.md, "In-app notifications").

/** The named types; anything else is shown generically. */
export const NOTIFICATION_TYPES = [
  'shift_selected',
  'worker_accepted',
  'worker_declined',
  'attendance_confirmed',
  'shift_reminder',
  // A selected or booked worker's shift was edited; the manager hears when a booked worker re-confirms.
  'shift_changed',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
