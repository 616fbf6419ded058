import { useEffect, useState } from 'react';

/**
 * The current time, re-rendered every `everyMs` (a minute by default) on the minute boundary, for countdowns and
 * windows that open while a page is open.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), everyMs);
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
