import type { ReactNode } from 'react';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { Spinner } from '../../components/ui/spinner';
import { useRequireRole } from '../../lib/use-require-role';

/** The console's pages are for staff, as the console's front page (features/ops/ops-console-page.tsx). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const access = useRequireRole('ops', '/ops/sign-in');
  if (access.state === 'checking') return <Spinner label="Checking your sign-in" className="min-h-[50vh]" />;
  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="ops" signedInAs={access.signedInAs} />;
  return children;
}

/** '3 d 4 h', '5 h 10 min', '12 min': how long a profile has waited. */
export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
