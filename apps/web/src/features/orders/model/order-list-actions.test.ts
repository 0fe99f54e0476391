import { Role, type ResourcePermission } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createInquiryViewer } from '../../../ui/inquiries/test-factories.ts';
import { canCreateInquiry, canCreateOrder, salesRepChoices } from './order-list-actions.ts';

const rep = (n: number): ResourcePermission => ({
  Type: 1,
  ResourceId: `000${n}`,
  ResourceName: `Rep ${n}`,
});
const customer: ResourcePermission = { Type: 2, ResourceId: '100', ResourceName: 'Acme' };
const viewer = (permissions: ResourcePermission[], roles: string[] = [Role.SalesRep]) =>
  createInquiryViewer({
    Email: 'dana@example.com',
    Roles: roles,
    ResourcePermissions: permissions,
  });

describe('order list actions', () => {
  it('offers Create Order with more than one sales-rep permission', () => {
    expect(canCreateOrder(viewer([rep(1)]))).toBe(false);
    expect(canCreateOrder(viewer([rep(1), customer]))).toBe(false);
    expect(canCreateOrder(viewer([rep(1), rep(2)]))).toBe(true);
  });

  it('offers Create Order to a customer admin without any permission', () => {
    expect(canCreateOrder(viewer([], [Role.CustomerAdmin]))).toBe(true);
  });

  it('offers new inquiries on customer sites only', () => {
    const customerUser = viewer([customer], [Role.Customer]);
    expect(canCreateInquiry(customerUser, 'customer')).toBe(true);
    expect(canCreateInquiry(customerUser, 'sales-rep')).toBe(false);
    expect(canCreateInquiry(viewer([rep(1)]), 'customer')).toBe(false);
    expect(canCreateInquiry({ ...customerUser, EffectivePermissions: [] }, 'customer')).toBe(false);
  });

  it('offers the sales-rep picker only with more than 2 sales-rep permissions', () => {
    expect(salesRepChoices(viewer([rep(1), rep(2), customer]))).toEqual([]);
    expect(salesRepChoices(viewer([rep(1), rep(2), rep(3)]))).toEqual([
      { number: '0001', name: 'Rep 1' },
      { number: '0002', name: 'Rep 2' },
      { number: '0003', name: 'Rep 3' },
    ]);
  });
});
