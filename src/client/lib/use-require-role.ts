import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUserDto, UserType } from '../../shared/api-types';
import { useSession } from './session';

/**
 * Client-side guard for a page (a convenience only; the API enforces roles itself).
 * Returns the user when allowed, undefined while the session is loading; redirects otherwise.
 *
 * A page that is being left does not redirect: React Router renders the next page in a transition, so the old one
 * can still be mounted after the address has changed. Sign Out navigates away and then clears the session; without
 * this check the dashboard's guard saw the session go and sent the user to its own login page instead.
 */
export function useRequireRole(role: UserType, redirectTo: string): SessionUserDto | undefined {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = user?.userType === role;
  useEffect(() => {
    const leaving = window.location.pathname !== pathname;
    if (!isLoading && !allowed && !leaving) navigate(redirectTo, { replace: true });
  }, [isLoading, allowed, navigate, redirectTo, pathname]);
  return allowed ? user : undefined;
}
