import type { Database } from '../db/client';
import {
  EVENTS_CHANNEL,
  parseEventNotification,
  parseSessionsEnded,
  SESSIONS_ENDED_CHANNEL,
} from './event-channel';

export type NotifyHandlers = {
  /** A committed event (drizzle/0001_realtime_notify.sql). */
  onEvent(note: { id: number; userId: string }): void;
  /** Sessions deleted on any instance (drizzle/0004_session_end_notify.sql). */
  onSessionsEnded(sessionIds: string[]): void;
  /** The events connection came back: notifications in between are gone, so look at the table. */
  onEventsMissed(): void;
  /** The same for the sessions channel. */
  onSessionsMissed(): void;
  onError(error: unknown, context: string): void;
};

/**
 * LISTENs on the events and ended-sessions channels; until both are listening, retries every second. Once they
 * are, reports possibly missed events and sessions, since anything before was not heard.
 */
export function createNotifyListener(database: Database, handlers: NotifyHandlers) {
  let stopped = false;
  let listening: Promise<void> | null = null;
  let unlisten: (() => Promise<void>)[] = [];
  let retryTimer: NodeJS.Timeout | null = null;

  function start(): Promise<void> {
    if (stopped) return Promise.resolve();
    listening ??= Promise.all([
      database.listen(
        EVENTS_CHANNEL,
        (payload) => {
          const note = parseEventNotification(payload);
          if (note) handlers.onEvent(note);
        },
        handlers.onEventsMissed,
      ),
      database.listen(
        SESSIONS_ENDED_CHANNEL,
        (payload) => handlers.onSessionsEnded(parseSessionsEnded(payload)),
        handlers.onSessionsMissed,
      ),
    ])
      .then((offs) => {
        unlisten = offs;
        handlers.onSessionsMissed();
        handlers.onEventsMissed();
      })
      .catch((error) => {
        handlers.onError(error, 'realtime LISTEN failed; retrying');
        listening = null;
        retryTimer = setTimeout(() => void start(), 1000);
        retryTimer.unref();
      });
    return listening;
  }

  async function stop() {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    for (const off of unlisten) await off().catch(() => {});
    unlisten = [];
  }

  return { start, stop };
}
