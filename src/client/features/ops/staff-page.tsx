import type { ReactNode } from 'react';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { Spinner } from '../../components/ui/spinner';
import { useRequireRole } from '../../lib/use-require-role';

/** The console's account pages are for staff, as the console's front page is (ops-console-page.tsx). */
export function StaffPage({ children }: { children: ReactNode }) {
  const access = useRequireRole('ops', '/ops/sign-in');
  if (access.state === 'checking') return <Spinner label="Checking your sign-in" className="min-h-[50vh]" />;
  return access.state === 'other-account' ? (
    <OtherAccountNotice pageFor="ops" signedInAs={access.signedInAs} />
  ) : (
    children
  );
}
