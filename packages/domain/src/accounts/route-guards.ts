import { PermissionType } from './constants.ts';
import { guardPermissionRoute, type GuardOutcome } from './guards.ts';
import { isCustomerAdmin, type SiteKind } from './site-kind.ts';

interface PortalUser {
  Email: string;
  Roles: readonly string[];
  ResourcePermissions: readonly { Type: 1 | 2 }[];
}

/** Which portal a signed-in user sees: the admin's, whatever the site, else the site's own. */
export type PortalKind = 'customer-admin' | 'sales-rep' | 'customer';

export function portalKindOf(kind: SiteKind, user: Pick<PortalUser, 'Roles'> | null): PortalKind {
  if (user && isCustomerAdmin(user.Roles)) return 'customer-admin';
  return kind === 'customer' ? 'customer' : 'sales-rep';
}

/** The account screens anyone may open; adsignup and change-password need a session. */
export const OPEN_ACCOUNT_SCREENS = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'pending-approval',
] as const;

/** A route that needs a session of any kind (the directory sign-up, change-password). */
export const guardSessionRoute = (user: PortalUser | null): GuardOutcome =>
  user ? { enter: true } : { enter: false, to: '/authentication/login' };

/**
 * A route open to signed-in users without permissions (/profile, customers, sales reps): a
 * directory user without e-mail must finish the directory sign-up first.
 */
export function guardSignedInRoute(user: PortalUser | null): GuardOutcome {
  if (!user) return { enter: false, to: '/authentication/login' };
  if (user.Email === '') return { enter: false, to: '/authentication/adsignup' };
  return { enter: true };
}

/** Inquiries: customer-site users holding a customer permission, and customer admins. */
export function guardInquiryRoute(user: PortalUser | null, kind: SiteKind): GuardOutcome {
  const outcome = guardPermissionRoute(user, kind);
  if (!user || !outcome.enter) return outcome;
  if (isCustomerAdmin(user.Roles)) return outcome;
  const holdsCustomer =
    kind === 'customer' && user.ResourcePermissions.some((p) => p.Type === PermissionType.Customer);
  return holdsCustomer ? outcome : { enter: false, to: '/profile' };
}
