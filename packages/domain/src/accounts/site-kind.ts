import { Role, type RoleName } from './constants.ts';

/**
 * The kind of portal a site is. Sales-rep and customer sites are decided by the site's name;
 * the customer-admin portal is either of them seen by a user with the 'orders-admin' role.
 */
export type SiteKind = 'sales-rep' | 'customer' | 'catalogue';

const salesRepSites = new Set(['sales', 'orders']);
const customerSites = new Set(['customers', 'customer']);

export function siteKindOf(siteName: string): SiteKind {
  const name = siteName.toLowerCase();
  if (salesRepSites.has(name)) return 'sales-rep';
  if (customerSites.has(name)) return 'customer';
  return 'catalogue';
}

/** Login Scope: 'customer' on the customer portal, 'sales-rep' everywhere else. */
export type LoginScope = 'customer' | 'sales-rep';
export const scopeForSite = (siteName: string): LoginScope =>
  siteKindOf(siteName) === 'customer' ? 'customer' : 'sales-rep';

/** The role a self-signed-up user gets on a site kind. */
export const signupRoleFor = (kind: SiteKind): RoleName =>
  kind === 'customer' ? Role.Customer : Role.SalesRep;

export const isCustomerAdmin = (roles: readonly string[]) => roles.includes(Role.CustomerAdmin);

/**
 * The catalogue editor's site (admin §1: site name 'editor'). Its kind stays 'catalogue' for
 * everything that compares kinds; the web app gives it a route tree of its own.
 */
export const isEditorSite = (siteName: string): boolean => siteName.toLowerCase() === 'editor';

/**
 * The change-request site (admin §1: site name 'cr'): like the editor's, its kind stays
 * 'catalogue' and the web app gives it a route tree of its own (decision 179).
 */
export const isChangeRequestSite = (siteName: string): boolean => siteName.toLowerCase() === 'cr';
