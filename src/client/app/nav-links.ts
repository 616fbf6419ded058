import type { Role } from '../../shared/domain/roles';

export type NavLink = { to: string; label: string };

// A manager's and a worker's headers have the same sections in the same order, each role its own page; a section
// without a page for a role is left out of that role's header.
const SIGNED_IN_SECTIONS: { label: string; manager?: string; talent?: string }[] = [
  { label: 'Dashboard', manager: '/business-dashboard', talent: '/worker-dashboard' },
  { label: 'Shifts', manager: '/manage-shifts', talent: '/shifts' },
  { label: 'Favourites', manager: '/manager/favourites' },
  { label: 'Reliability', manager: '/reliability', talent: '/reliability' },
  { label: 'Billing', manager: '/billing' },
  { label: 'Resources', manager: '/manager-resources', talent: '/worker-resources' },
];

/** Header links by user type (docs/product/support.md, "Public pages"). */
export function navLinksFor(userType: Role | undefined): NavLink[] {
  if (userType === 'manager' || userType === 'talent')
    return SIGNED_IN_SECTIONS.flatMap(({ label, [userType]: to }) => (to ? [{ to, label }] : []));
  if (userType === 'ops') return [{ to: '/ops', label: 'Console' }];
  return [
    { to: '/retail-manager-auth', label: 'For Retail Managers' },
    { to: '/talent-auth', label: 'For Shift Workers' },
  ];
}
