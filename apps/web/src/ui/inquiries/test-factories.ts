import { ModuleId, REQUIRED_ACCESS_LEVEL, Role } from '@portal/domain';
import type { InquiryViewer } from './inquiry-access.ts';

/** A signed-in customer without permissions whose roles read the Inquiries module. */
export const createInquiryViewer = (overrides: Partial<InquiryViewer> = {}): InquiryViewer => ({
  Email: 'pat@example.com',
  Roles: [Role.Customer],
  ResourcePermissions: [],
  EffectivePermissions: [
    {
      ModuleId: ModuleId.Inquiries,
      ModuleName: 'Inquiries',
      CanRead: REQUIRED_ACCESS_LEVEL,
      CanWrite: 0,
      CanDelete: 0,
      CanExecute: 0,
    },
  ],
  ...overrides,
});
