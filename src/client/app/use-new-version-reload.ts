import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { afterStartUp } from '../lib/after-start-up';
import { readReloadMark, shouldReload, writeReloadMark } from './new-version';

const RECHECK_AFTER_MS = 60_000;
const POLL_MS = 10 * 60_000;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What this tab knows about the deployed build. */
function createVersionWatcher() {
  let deployed: string | null = null;
  let checkedAt = 0;
  return {
    async check() {
      checkedAt = Date.now();
      try {
        const res = await fetch('/api/version', { cache: 'no-store', credentials: 'same-origin' });
        if (!res.ok) return;
        const body = (await res.json()) as { buildId?: unknown };
        deployed = typeof body.buildId === 'string' ? body.buildId : null;
      } catch {
        // Offline, or the server is restarting: keep what we knew.
      }
    },
    checkedLongAgo: () => Date.now() - checkedAt > RECHECK_AFTER_MS,
    /** Starts a reload when this tab runs an outdated build and has not reloaded for the new one yet. */
    reloadIfOutdated(): boolean {
      const storage = sessionStore();
      const target = deployed;
      if (!shouldReload(__BUILD_ID__, target, readReloadMark(storage))) return false;
      if (!writeReloadMark(storage, target)) return false;
      window.location.reload();
      return true;
    },
  };
}

/**
 * Learns the deployed build in the background (shortly after start, when the tab becomes visible again, every ten
 * minutes, and after a route change once the last look is a minute old), and reloads once on the next route
 * change when it differs from the build running here (docs/product/support.md, "New-version reload"). Navigation never
 * waits for the check. Off in development, where the dev server has no build id.
 */
export function useNewVersionReload() {
  const { pathname } = useLocation();
  const [watcher] = useState(createVersionWatcher);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (import.meta.env.DEV) return;
    const firstCheck = afterStartUp(() => void watcher.check());
    const onVisible = () => {
      if (document.visibilityState === 'visible' && watcher.checkedLongAgo()) void watcher.check();
    };
    // A route chunk that fails to load usually means a newer build replaced this one's files.
    const onChunkError = (event: Event) => {
      if (watcher.reloadIfOutdated()) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onChunkError);
    const timer = window.setInterval(() => void watcher.check(), POLL_MS);
    return () => {
      firstCheck();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onChunkError);
      window.clearInterval(timer);
    };
  }, [watcher]);

  useEffect(() => {
    if (import.meta.env.DEV || pathname === previousPath.current) return;
    previousPath.current = pathname;
    // The address already shows the new route, so the reload lands there, on the new build.
    if (watcher.reloadIfOutdated()) return;
    if (watcher.checkedLongAgo()) void watcher.check();
  }, [pathname, watcher]);
}
