import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Spinner } from '../components/ui/spinner';
import { useSessionSync } from '../lib/session';
import Footer from './footer';
import { Header } from './header';
import { useNewVersionReload } from './use-new-version-reload';

export function RootLayout() {
  useSessionSync();
  useNewVersionReload();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      {/* Full viewport height so the footer does not jump into view while a page loads its data (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Offset below the 64 px header so toasts never cover the bell or the panel's buttons. */}
      <Toaster richColors closeButton position="top-right" offset={{ top: 72 }} mobileOffset={{ top: 72 }} />
      {/* A fresh load keys by path + hash, so a deep link like /privacy-policy#cookies is not overridden. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname + l.hash : l.key)} />
    </div>
  );
}
