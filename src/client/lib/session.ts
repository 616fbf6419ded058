import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionDto, SessionUserDto } from '../../shared/api-types';
import { SESSION_REFRESH_MS } from '../../shared/constants';
import { api, onUnauthorized } from './api';
import { queryClient } from './query-client';

/**
 * The session secret lives in an HttpOnly cookie (docs/product/accounts.md, "Sessions"). `localStorage.mvp_session`
 * holds only a non-secret snapshot (user fields, userType, sessionTime) so that other tabs learn of
 * sign-in and sign-out through the `storage` event, and the 350 ms grace of the dashboards has something to read.
 */
export const SESSION_KEY = 'mvp_session';
export const sessionQueryKey = ['session'] as const;

export type SessionSnapshot = Pick<SessionUserDto, 'id' | 'email' | 'name' | 'userType' | 'sessionTime'> & {
  first_name?: string | null;
  company_name?: string | null;
};

function readSnapshot(): SessionSnapshot | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as SessionSnapshot;
    // An invalid structure clears the session (docs/product/accounts.md, "Sessions").
    if (!value || typeof value.id !== 'string' || !['talent', 'manager', 'ops'].includes(value.userType)) {
      localStorage.removeItem(SESSION_KEY);
      return null;
    }
    return value;
  } catch {
    localStorage.removeItem(SESSION_KEY);
    return null;
  }
}

function writeSnapshot(user: SessionUserDto | null) {
  try {
    if (!user) {
      if (localStorage.getItem(SESSION_KEY) !== null) localStorage.removeItem(SESSION_KEY);
      return;
    }
    const snapshot: SessionSnapshot = {
      id: user.id,
      email: user.email,
      name: user.name,
      userType: user.userType,
      sessionTime: user.sessionTime,
      first_name: user.firstName,
      company_name: user.companyName,
    };
    const next = JSON.stringify(snapshot);
    if (localStorage.getItem(SESSION_KEY) !== next) localStorage.setItem(SESSION_KEY, next);
  } catch {
    // Storage may be unavailable (private mode); the cookie session still works.
  }
}

/** Why this tab was signed out by the server (a suspension), for the login form to show. */
export const SIGNED_OUT_BECAUSE_KEY = 'tb_signed_out_because';

export function signedOutBecause(): string | null {
  try {
    return sessionStorage.getItem(SIGNED_OUT_BECAUSE_KEY);
  } catch {
    return null;
  }
}

async function fetchSession(): Promise<SessionUserDto | null> {
  const data = await api<SessionDto>('/auth/session');
  try {
    if (data.signedOutBecause) sessionStorage.setItem(SIGNED_OUT_BECAUSE_KEY, data.signedOutBecause);
    else if (data.user) sessionStorage.removeItem(SIGNED_OUT_BECAUSE_KEY);
  } catch {
    // Storage may be unavailable; the login form then shows only what sign-in answers.
  }
  writeSnapshot(data.user);
  return data.user;
}

const SESSION_STALE_MS = 60_000;

/**
 * Starts the session check at boot, before React renders: pages that wait for it (the dashboards) then do not
 * also wait for their own code to load and render first. useSession picks up the same request.
 */
export function prefetchSession() {
  void queryClient.prefetchQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_STALE_MS,
  });
}

/** The signed-in user as last checked, or from the check in flight (for code outside components). */
export const sessionUser = () =>
  queryClient.ensureQueryData({ queryKey: sessionQueryKey, queryFn: fetchSession });

/** The signed-in user (null when signed out; undefined while the first check is in flight). */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_STALE_MS,
    // The session is re-checked (and its timestamp refreshed) every 30 minutes (docs/product/accounts.md).
    refetchInterval: SESSION_REFRESH_MS,
  });
  return { user: query.data, isLoading: query.isPending, refetch: query.refetch };
}

/** Call after sign-in / sign-up with the user the API returned. */
export function setSessionUser(user: SessionUserDto) {
  writeSnapshot(user);
  queryClient.setQueryData(sessionQueryKey, user);
}

export async function signOut() {
  try {
    await api('/auth/sign-out', { method: 'POST' });
  } finally {
    writeSnapshot(null);
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  }
}

/** Keeps tabs in step: a sign-out (or sign-in) in one tab is seen by the others (docs/product/accounts.md, "Sessions"). */
export function useSessionSync() {
  const client = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      const snapshot = readSnapshot();
      const current = client.getQueryData<SessionUserDto | null>(sessionQueryKey);
      if (!snapshot) {
        client.setQueryData(sessionQueryKey, null);
        client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      } else if (!current || current.id !== snapshot.id) {
        void client.invalidateQueries({ queryKey: sessionQueryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    const off = onUnauthorized(() => {
      writeSnapshot(null);
      client.setQueryData(sessionQueryKey, null);
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      off();
    };
  }, [client]);
}
