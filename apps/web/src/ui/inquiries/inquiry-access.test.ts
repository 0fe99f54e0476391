import { Role, type ResourcePermission } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { mayUseInquiries } from './inquiry-access.ts';
import { createInquiryViewer } from './test-factories.ts';

const customer: ResourcePermission = { Type: 2, ResourceId: '0000100100', ResourceName: 'Acme' };
const viewer = (roles: string[], permissions: ResourcePermission[]) =>
  createInquiryViewer({ Roles: roles, ResourcePermissions: permissions });

describe('who may use inquiries', () => {
  it('lets in a customer on a customer site and a customer admin on any site', () => {
    expect(mayUseInquiries(viewer([Role.Customer], [customer]), 'customer')).toBe(true);
    expect(mayUseInquiries(viewer([Role.CustomerAdmin], []), 'sales-rep')).toBe(true);
  });

  it('keeps out a customer on a sales-rep site and anyone whose roles do not read the module', () => {
    expect(mayUseInquiries(viewer([Role.Customer], [customer]), 'sales-rep')).toBe(false);
    const unread = { ...viewer([Role.CustomerAdmin], []), EffectivePermissions: [] };
    expect(mayUseInquiries(unread, 'customer')).toBe(false);
  });
});
