import { ModuleId, Role } from '@portal/domain';
import type { Viewer } from '../lib/session.ts';

/** A customer admin's complete session that reads the Orders module, for calls made directly. */
export const customerAdminViewer = (): Viewer => ({
  userId: 1,
  sessionId: 1,
  username: 'admin@example.com',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  authProvider: 'Local',
  roles: [Role.CustomerAdmin],
  isCustomerAdmin: true,
  effectivePermissions: [
    {
      ModuleId: ModuleId.Orders,
      ModuleName: 'Orders',
      CanRead: 9,
      CanWrite: 9,
      CanDelete: 9,
      CanExecute: 9,
    },
  ],
  salesReps: [],
  customers: [],
  scope: 'sales-rep',
  siteId: null,
  pendingAcceptance: false,
  needsDirectorySignup: false,
  expiresAt: new Date(Date.now() + 3600_000),
});
