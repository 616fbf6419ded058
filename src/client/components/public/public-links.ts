import type { LinkItem } from '../ui/link-list';

/** The public pages as links, named once for the footer's Support column and the Help Center's Quick Links. */
export const PUBLIC_LINKS = {
  helpCenter: { to: '/help-center', label: 'Help Center' },
  privacy: { to: '/privacy-policy', label: 'Privacy Policy' },
  terms: { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  cookies: { to: '/privacy-policy#cookies', label: 'Cookies' },
  accessibility: { to: '/privacy-policy#accessibility', label: 'Accessibility' },
  workerResources: { to: '/worker-resources', label: 'Worker Resources' },
  managerResources: { to: '/manager-resources', label: 'Manager Resources' },
} as const satisfies Record<string, LinkItem>;
