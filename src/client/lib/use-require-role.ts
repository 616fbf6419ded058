import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUserDto } from '../../shared/api-types';
import type { Role } from '../../shared/domain/roles';
import { useSession } from './session';

export type RoleAccess =
  | { state: 'checking' }
  | { state: 'allowed'; user: SessionUserDto }
  /** Signed in, but with the other account type: the page says so (components/account/other-account-notice.tsx). */
  | { state: 'other-account'; signedInAs: Role };

/**
 * Client-side guard for a page (a convenience only; the API enforces roles itself). Without a session it redirects
 * to the role's login page; signed in with the other account type it does not (being told to log
 * in while signed in confused people), and the page shows whose page it is instead.
 *
 * A page that is being left does not redirect: React Router renders the next page in a transition, so the old one
 * can still be mounted after the address has changed. Sign Out navigates away and then clears the session; without
 * this check the dashboard's guard saw the session go and sent the user to its own login page instead.
 */
export function useRequireRole(role: Role, redirectTo: string): RoleAccess {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedOut = !isLoading && !user;
  useEffect(() => {
    const leaving = window.location.pathname !== pathname;
    if (signedOut && !leaving) navigate(redirectTo, { replace: true });
  }, [signedOut, navigate, redirectTo, pathname]);
  if (user?.userType === role) return { state: 'allowed', user };
  if (user) return { state: 'other-account', signedInAs: user.userType };
  return { state: 'checking' };
}
