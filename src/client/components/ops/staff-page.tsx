import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRequireRole } from '../../lib/use-require-role';
import { OtherAccountNotice } from '../account/other-account-notice';
import { Spinner } from '../ui/spinner';

/** The console's pages are for staff only, as its front page is (features/ops/ops-console-page.tsx). */
export function StaffPage({ children }: { children: ReactNode }) {
  const access = useRequireRole('ops', '/ops/sign-in');
  if (access.state === 'checking') return <Spinner label="Checking your sign-in" className="min-h-[50vh]" />;
  return access.state === 'other-account' ? (
    <OtherAccountNotice pageFor="ops" signedInAs={access.signedInAs} />
  ) : (
    children
  );
}

/** The way back up the console, above a page's heading: to its front page unless the page sits below another. */
export function ConsoleBackLink({
  to = '/ops',
  children = 'Operations console',
}: {
  to?: string;
  children?: string;
}) {
  return (
    <p className="text-sm">
      <Link to={to} className="text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
