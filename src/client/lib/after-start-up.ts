import { useEffect, useState } from 'react';

// Work the first screen does not need (the toaster, the first new-version check, the bell's unread count) waits
// until the app has been running for a second: on a slow link its requests and rendering would otherwise compete
// with the page's own. Once start-up is over (after a sign-in, say) it runs at once.
const START_UP_MS = 1000;
const startedAt = performance.now();
const remaining = () => Math.max(0, startedAt + START_UP_MS - performance.now());

/** Runs `callback` once start-up is over; returns a function that cancels it. */
export function afterStartUp(callback: () => void): () => void {
  const timer = setTimeout(callback, remaining());
  return () => clearTimeout(timer);
}

/** False during start-up, then true. */
export function useStartedUp(): boolean {
  const [done, setDone] = useState(() => remaining() === 0);
  useEffect(() => (done ? undefined : afterStartUp(() => setDone(true))), [done]);
  return done;
}
