import type { Role } from '../../shared/domain/roles';

export type NavLink = { to: string; label: string };

/** Header links by user type (docs/product/support.md, "Public pages"). */
export function navLinksFor(userType: Role | undefined): NavLink[] {
  if (userType === 'manager')
    return [
      { to: '/business-dashboard', label: 'Dashboard' },
      { to: '/manage-shifts', label: 'Shifts' },
      { to: '/manager/favourites', label: 'Favourites' },
      { to: '/reliability', label: 'Reliability' },
      { to: '/billing', label: 'Billing' },
      { to: '/manager-resources', label: 'Resources' },
    ];
  if (userType === 'ops') return [{ to: '/ops', label: 'Console' }];
  if (userType === 'talent')
    return [
      { to: '/worker-dashboard', label: 'Dashboard' },
      { to: '/shifts', label: 'Shifts' },
      { to: '/reliability', label: 'Reliability' },
      { to: '/worker-resources', label: 'Resources' },
    ];
  return [
    { to: '/retail-manager-auth', label: 'For Retail Managers' },
    { to: '/talent-auth', label: 'For Shift Workers' },
  ];
}
