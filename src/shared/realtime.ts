/**
 * What travels on `GET /api/events` (Server-Sent Events). Each event's `id:` is the events-table id,
 * `event:` one of these types and `data:` the JSON payload.
 */
export const REALTIME_EVENT_TYPES = [
  'notification',
  'notifications_read',
  'application_changed',
  // A shift was edited: its manager and its applicants refetch (docs/product/shifts.md, "Edit shift").
  'shift_changed',
  // A staff decision on the worker's profile; the dashboard's checklist refetches at once.
  'vetting_changed',
  // A booking's money moved (charged, sent, arrived, failed): both sides' timesheets and Billing refetch their
  // money timeline (docs/product/payments.md, "Money timeline").
  'money_changed',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** Sent instead of a replay when the client missed more than the server replays: refetch everything. */
export const RESYNC_EVENT = 'resync';

/** Payload of `notifications_read`: one notification, or all of the user's (another tab marked them). */
export type NotificationsReadPayload = { ids: string[] } | { all: true };
