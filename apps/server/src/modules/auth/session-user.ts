import { PermissionType, type LoginCode, type SessionUser, type Site } from '@portal/domain';
import { viewerHasSiteAccess, type Viewer } from '../../lib/session.ts';

export const loginCodeOf = (
  viewer: Pick<Viewer, 'needsDirectorySignup' | 'pendingAcceptance'>,
): LoginCode =>
  viewer.needsDirectorySignup
    ? 'AdSignupRequired'
    : viewer.pendingAcceptance
      ? 'PendingAcceptance'
      : 'Success';

/** The spec's session user for the site the request came to. */
export function toSessionUser(viewer: Viewer, site: Site): SessionUser {
  return {
    Id: viewer.userId,
    Name: viewer.firstName,
    LastName: viewer.lastName,
    Username: viewer.username,
    Email: viewer.email,
    BearerToken: null,
    TokenExpiration: Math.floor(viewer.expiresAt.getTime() / 1000),
    Role: viewer.roles[0] ?? '',
    Roles: viewer.roles,
    HasAccess: viewerHasSiteAccess(viewer, site.Name),
    AuthProviderType: viewer.authProvider,
    EffectivePermissions: viewer.effectivePermissions,
    ResourcePermissions: [
      ...viewer.salesReps.map((r) => ({
        Type: PermissionType.SalesRep,
        ResourceId: r.number,
        ResourceName: r.name,
      })),
      ...viewer.customers.map((c) => ({
        Type: PermissionType.Customer,
        ResourceId: c.number,
        ResourceName: c.name,
      })),
    ],
    PendingAcceptance: viewer.pendingAcceptance,
    CodeString: loginCodeOf(viewer),
  };
}
