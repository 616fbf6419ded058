import { useEffect, useState } from 'react';
import type { SessionUserDto } from '../../../shared/api-types';
import { DELAYS } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import { useSession } from '../../lib/session';

export type TalentGate =
  | { state: 'waiting' }
  | { state: 'signed-out' }
  | { state: 'other-account'; signedInAs: Role }
  | { state: 'talent'; user: SessionUserDto };

/**
 * The worker dashboard (docs/product/applications.md): a talent user is let in; a signed-out visitor sees 'Please log in to access your dashboard.',
 * but only after the session check and a 350 ms grace (a sign-in that has just happened here or in another tab).
 */
export function useTalentGate(): TalentGate {
  const { user, isLoading } = useSession();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), DELAYS.sessionGraceMs);
    return () => clearTimeout(timer);
  }, []);
  if (user?.userType === 'talent') return { state: 'talent', user };
  if (isLoading || !graceOver) return { state: 'waiting' };
  // A signed-in manager is not told to log in (components/account/other-account-notice.tsx).
  if (user) return { state: 'other-account', signedInAs: user.userType };
  return { state: 'signed-out' };
}
