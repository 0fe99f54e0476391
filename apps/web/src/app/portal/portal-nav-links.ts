import type { PortalKind } from '@portal/domain';

export interface NavEntry {
  label: string;
  to: string;
}

/** The header's areas per portal (signed-in portals §2.17). */
export function portalNavLinks(kind: PortalKind): NavEntry[] {
  const orders = { label: 'Orders', to: '/orders' };
  const inquiries = { label: 'Inquiries', to: '/inquiry' };
  const pricing = { label: 'Pricing tool', to: '/export' };
  if (kind === 'customer-admin') return [orders, inquiries];
  if (kind === 'customer') return [orders, inquiries, pricing];
  return [orders, { label: 'Customers', to: '/customer' }, pricing];
}

/** The customer admin's Profiles menu: one tab per kind of profile. */
export const profileTabs: NavEntry[] = [
  { label: 'Sales Representatives', to: '/sales-rep' },
  { label: 'Customers', to: '/customer' },
  { label: 'Users', to: '/users' },
];

/** The help file differs by site type; it is served beside the web app. */
export const helpFileOf = (kind: PortalKind): string => `/help/${kind}-portal-help.pdf`;
