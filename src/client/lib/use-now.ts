import { useEffect, useState } from 'react';
import { appNow } from './app-clock';

/**
 * The current time, re-rendered every `everyMs` (a minute by default) on the minute boundary, for countdowns and
 * windows that open while a page is open. On the app's clock (app-clock.ts).
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => appNow());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(appNow());
        interval = setInterval(() => setNow(appNow()), everyMs);
      },
      everyMs - (Date.now() % everyMs),
    );
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [everyMs]);
  return now;
}
