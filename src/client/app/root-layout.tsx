import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { DevClockBanner } from '../features/dev-clock/dev-clock-banner';
import { useStartedUp } from '../lib/after-start-up';
import { useSessionSync } from '../lib/session';
import Footer from './footer';
import { Header } from './header';
import { useNewVersionReload } from './use-new-version-reload';

// The toaster (sonner) loads once the page is up, keeping it out of the initial bundle and off the first screen's
// requests. A toast raised before it has mounted is not lost: sonner shows a late Toaster the toasts already raised.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// sonner's own breakpoint for full-width toasts (its styles.css: max-width 600px).
const NARROW = '(max-width: 600px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

export function RootLayout() {
  useSessionSync();
  useNewVersionReload();
  const toaster = useStartedUp();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <DevClockBanner />
      {/* Full viewport height so the footer does not jump into view while a page loads its data (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Offset below the 64 px header so toasts never cover the bell or the panel's buttons. On a phone a toast
          is full width, and at the top it covered the page's heading: there it comes from the
          bottom. */}
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster
            richColors
            closeButton
            position={narrow ? 'bottom-center' : 'top-right'}
            offset={{ top: 72 }}
            mobileOffset={{ bottom: 16, left: 16, right: 16 }}
          />
        </Suspense>
      ) : null}
      {/* A fresh load keys by path + hash, so a deep link like /privacy-policy#cookies is not overridden. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname + l.hash : l.key)} />
    </div>
  );
}

/**
 * Shown while the first page's code loads (React Router's HydrateFallback): the header, as index.html's placeholder
 * already painted it, rather than a blank page.
 */
export function RootFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
    </div>
  );
}
