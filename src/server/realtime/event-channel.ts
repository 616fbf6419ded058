/** The NOTIFY channel the events trigger writes to (drizzle/0001_realtime_notify.sql). */
export const EVENTS_CHANNEL = 'tb_events';

/** Payload "<event id>:<user id>"; anything else is ignored. */
export function parseEventNotification(payload: string): { id: number; userId: string } | null {
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/i.exec(payload);
  return match ? { id: Number(match[1]), userId: match[2]!.toLowerCase() } : null;
}
