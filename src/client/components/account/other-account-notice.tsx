import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '../../../shared/domain/roles';
import { Button } from '../ui/button';
import { PageContainer } from '../ui/page';
import { StateMessage } from '../ui/state-message';

const PAGE_FOR: Record<Role, string> = { manager: 'business', talent: 'talent', ops: 'staff' };
const SIGNED_IN_AS: Record<Role, string> = { manager: 'a business manager', talent: 'talent', ops: 'staff' };
const DASHBOARD: Record<Role, string> = {
  manager: '/business-dashboard',
  talent: '/worker-dashboard',
  ops: '/ops',
};

/**
 * A signed-in person on the other account type's page. "Please log in" was wrong (they are), and
 * the other role's login page is rarely what they want: say whose page it is and lead back to their own dashboard.
 */
export function OtherAccountNotice({ pageFor, signedInAs }: { pageFor: Role; signedInAs: Role }) {
  return (
    <PageContainer className="max-w-xl">
      <StateMessage
        title={`This page is for ${PAGE_FOR[pageFor]} accounts.`}
        action={
          <Button asChild>
            <Link to={DASHBOARD[signedInAs]}>
              <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
              Go to My Dashboard
            </Link>
          </Button>
        }
      >
        {`You are signed in as ${SIGNED_IN_AS[signedInAs]}.`}
      </StateMessage>
    </PageContainer>
  );
}
