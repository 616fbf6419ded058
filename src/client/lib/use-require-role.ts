import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUserDto, UserType } from '../../shared/api-types';
import { useSession } from './session';

/**
 * Client-side guard for a page (a convenience only; the API enforces roles itself).
 * Returns the user when allowed, undefined while the session is loading; redirects otherwise.
 */
export function useRequireRole(role: UserType, redirectTo: string): SessionUserDto | undefined {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const allowed = user?.userType === role;
  useEffect(() => {
    if (!isLoading && !allowed) navigate(redirectTo, { replace: true });
  }, [isLoading, allowed, navigate, redirectTo]);
  return allowed ? user : undefined;
}
