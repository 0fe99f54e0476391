import {
  hasSiteAccess,
  isCustomerAdmin,
  moduleNames,
  PermissionType,
  siteKindOf,
  type EffectivePermission,
  type ModuleIdValue,
  type RoleName,
} from '@portal/domain';
import type { SessionRow } from './session-queries.ts';

export interface HeldResource {
  number: string;
  name: string;
  accessLevel: number;
}

/** The signed-in user of a request, as every module sees it. */
export interface Viewer {
  userId: number;
  sessionId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  authProvider: 'Local' | 'AD';
  /** Highest first. */
  roles: RoleName[];
  isCustomerAdmin: boolean;
  effectivePermissions: EffectivePermission[];
  salesReps: HeldResource[];
  customers: HeldResource[];
  scope: string;
  siteId: number | null;
  pendingAcceptance: boolean;
  /** A directory user without e-mail: only the directory sign-up is open. */
  needsDirectorySignup: boolean;
  expiresAt: Date;
}

export function toViewer(row: SessionRow): Viewer {
  const roles = row.roles as RoleName[];
  const authProvider = row.authProvider === 'AD' ? 'AD' : 'Local';
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    authProvider,
    roles,
    isCustomerAdmin: isCustomerAdmin(roles),
    effectivePermissions: row.modules.map((m) => ({
      ModuleId: m.moduleId,
      ModuleName: moduleNames[m.moduleId as ModuleIdValue] ?? m.name,
      CanRead: m.canRead,
      CanWrite: m.canWrite,
      CanDelete: m.canDelete,
      CanExecute: m.canExecute,
    })),
    salesReps: row.salesReps,
    customers: row.customers,
    scope: row.scope,
    siteId: row.siteId,
    pendingAcceptance: row.pendingAcceptance,
    needsDirectorySignup: authProvider === 'AD' && row.email === '',
    expiresAt: row.expiresAt,
  };
}

/** 'all' for a customer admin; otherwise the sales reps the viewer holds. */
export function visibleSalesRepNumbers(viewer: Viewer): 'all' | string[] {
  return viewer.isCustomerAdmin ? 'all' : viewer.salesReps.map((r) => r.number);
}

/**
 * 'all' for a customer admin; otherwise the customers held directly. Customers reached through
 * a held sales rep are added by the customer queries (customer_sales_rep).
 */
export function visibleCustomerNumbers(viewer: Viewer): 'all' | string[] {
  return viewer.isCustomerAdmin ? 'all' : viewer.customers.map((c) => c.number);
}

/** A permission of the site's kind (or the admin role): the spec's guard for permission routes. */
export function viewerHasSiteAccess(viewer: Viewer, siteName: string): boolean {
  return hasSiteAccess(
    {
      Email: viewer.email,
      Roles: viewer.roles,
      ResourcePermissions: [
        ...viewer.salesReps.map(() => ({ Type: PermissionType.SalesRep })),
        ...viewer.customers.map(() => ({ Type: PermissionType.Customer })),
      ],
    },
    siteKindOf(siteName),
  );
}
