import { isUuid } from '../../shared/uuid';

/** The NOTIFY channel the events trigger writes to (drizzle/0001_realtime_notify.sql). */
export const EVENTS_CHANNEL = 'tb_events';

/** Payload "<event id>:<user id>"; anything else is ignored. */
export function parseEventNotification(payload: string): { id: number; userId: string } | null {
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/i.exec(payload);
  return match ? { id: Number(match[1]), userId: match[2]!.toLowerCase() } : null;
}

/** The NOTIFY channel of ended sessions (drizzle/0004_session_end_notify.sql): ids, comma-separated. */
export const SESSIONS_ENDED_CHANNEL = 'tb_sessions_ended';

export function parseSessionsEnded(payload: string): string[] {
  return payload
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(isUuid);
}
