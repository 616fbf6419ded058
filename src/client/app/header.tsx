import { LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session';
import { useSignOut } from '../lib/use-sign-out';
import { navLinksFor } from './nav-links';
import { NotificationsSlot } from './notifications-slot';

// The side sheet (Radix Dialog) loads on first open, keeping it out of the initial bundle.
const Sheet = lazy(() => import('../components/ui/sheet').then((m) => ({ default: m.Sheet })));

export function Header() {
  const { user } = useSession();
  const signOutTo = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const links = navLinksFor(user?.userType);

  function logout() {
    setMenuOpen(false);
    void signOutTo('/');
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          {/* The favicon drawn inline, so that no image request competes with the app's code on a slow link. */}
          <svg aria-hidden="true" width={28} height={28} viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#0f766e" />
            <path d="M8 11h16v3h-6.5v10h-3V14H8z" fill="#fff" />
          </svg>
          TalentBridge
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
          {user ? (
            <>
              <NotificationsSlot />
              <Button variant="ghost" size="sm" onClick={logout}>
                <LogOut aria-hidden="true" className="h-4 w-4" />
                Logout
              </Button>
            </>
          ) : null}
        </nav>
        {/* gap-2: room for the bell's '99+' badge, which reaches past the bell's right edge. */}
        <div className="flex items-center gap-2 md:hidden">
          {user ? <NotificationsSlot /> : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open navigation"
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </Button>
        </div>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Navigation">
            <nav aria-label="Mobile" className="flex flex-col gap-1 p-4">
              {links.map((l) => (
                <NavLink key={l.to} to={l.to} className={linkClass} onClick={() => setMenuOpen(false)}>
                  {l.label}
                </NavLink>
              ))}
              {user ? (
                <Button variant="ghost" className="justify-start" onClick={logout}>
                  <LogOut aria-hidden="true" className="h-4 w-4" />
                  Logout
                </Button>
              ) : null}
            </nav>
          </Sheet>
        </Suspense>
      ) : null}
    </header>
  );
}
