import {
  PermissionType,
  REQUIRED_ACCESS_LEVEL,
  Role,
  type ModuleAction,
  type ModuleIdValue,
} from './constants.ts';
import type { EffectivePermission, ResourcePermission } from './session.ts';
import type { SiteKind } from './site-kind.ts';

interface GuardedUser {
  Email: string;
  Roles: readonly string[];
  ResourcePermissions: readonly Pick<ResourcePermission, 'Type'>[];
}

/** Whether the user holds what opens a site: admin, or a permission of the site's kind. */
export function hasSiteAccess(user: GuardedUser, kind: SiteKind): boolean {
  if (user.Roles.includes(Role.CustomerAdmin)) return true;
  const wanted =
    kind === 'sales-rep'
      ? PermissionType.SalesRep
      : kind === 'customer'
        ? PermissionType.Customer
        : null;
  return wanted !== null && user.ResourcePermissions.some((p) => p.Type === wanted);
}

export type GuardOutcome =
  | { enter: true }
  | { enter: false; to: '/profile' | '/authentication/adsignup' | '/authentication/login' };

/**
 * The spec's guard for a route that needs permissions: in with a permission of the site's
 * kind; else signed-in users go to /profile (or to the directory sign-up without e-mail);
 * else to login.
 */
export function guardPermissionRoute(user: GuardedUser | null, kind: SiteKind): GuardOutcome {
  if (user && user.Email !== '' && hasSiteAccess(user, kind)) return { enter: true };
  if (!user) return { enter: false, to: '/authentication/login' };
  return { enter: false, to: user.Email === '' ? '/authentication/adsignup' : '/profile' };
}

const flagOf: Record<ModuleAction, keyof EffectivePermission> = {
  read: 'CanRead',
  write: 'CanWrite',
  delete: 'CanDelete',
  execute: 'CanExecute',
};

/**
 * A module check tests the flag of its own action (the product tested only CanRead for all
 * four; docs/decisions/062).
 */
export function canUseModule(
  permissions: readonly EffectivePermission[],
  moduleId: ModuleIdValue,
  action: ModuleAction = 'read',
): boolean {
  const entry = permissions.find((p) => p.ModuleId === moduleId);
  return entry !== undefined && Number(entry[flagOf[action]]) >= REQUIRED_ACCESS_LEVEL;
}
