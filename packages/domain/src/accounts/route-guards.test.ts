import { describe, expect, it } from 'vitest';
import { guardPermissionRoute } from './guards.ts';
import {
  guardInquiryRoute,
  guardSessionRoute,
  guardSignedInRoute,
  portalKindOf,
} from './route-guards.ts';

const salesRep = {
  Email: 'rep@example.com',
  Roles: ['orders'],
  ResourcePermissions: [{ Type: 1 as const }],
};
const customer = {
  Email: 'buyer@example.com',
  Roles: ['customerportal'],
  ResourcePermissions: [{ Type: 2 as const }],
};
const admin = { Email: 'admin@example.com', Roles: ['orders-admin'], ResourcePermissions: [] };
const newcomer = { Email: 'new@example.com', Roles: ['customerportal'], ResourcePermissions: [] };
const directoryUser = { ...newcomer, Email: '' };

describe('portal route guards', () => {
  it('lets a sales-rep permission into a sales-rep site and a customer one into a customer site', () => {
    expect(guardPermissionRoute(salesRep, 'sales-rep')).toEqual({ enter: true });
    expect(guardPermissionRoute(customer, 'customer')).toEqual({ enter: true });
  });

  it('sends a permission of the other kind to the profile', () => {
    expect(guardPermissionRoute(salesRep, 'customer')).toEqual({ enter: false, to: '/profile' });
    expect(guardPermissionRoute(customer, 'sales-rep')).toEqual({ enter: false, to: '/profile' });
    expect(guardPermissionRoute(newcomer, 'customer')).toEqual({ enter: false, to: '/profile' });
  });

  it('sends a signed-in user with an empty e-mail to the directory sign-up', () => {
    expect(guardPermissionRoute(directoryUser, 'customer')).toEqual({
      enter: false,
      to: '/authentication/adsignup',
    });
    expect(guardSignedInRoute(directoryUser)).toEqual({
      enter: false,
      to: '/authentication/adsignup',
    });
  });

  it('sends anonymous visitors to login from every guarded route', () => {
    const login = { enter: false, to: '/authentication/login' };
    expect(guardPermissionRoute(null, 'sales-rep')).toEqual(login);
    expect(guardSignedInRoute(null)).toEqual(login);
    expect(guardSessionRoute(null)).toEqual(login);
    expect(guardInquiryRoute(null, 'customer')).toEqual(login);
  });

  it('opens the profile to signed-in users without permissions', () => {
    expect(guardSignedInRoute(newcomer)).toEqual({ enter: true });
    expect(guardSessionRoute(directoryUser)).toEqual({ enter: true });
  });

  it('opens inquiries to customer-site users with customer permissions and to admins only', () => {
    expect(guardInquiryRoute(customer, 'customer')).toEqual({ enter: true });
    expect(guardInquiryRoute(admin, 'sales-rep')).toEqual({ enter: true });
    expect(guardInquiryRoute(salesRep, 'sales-rep')).toEqual({ enter: false, to: '/profile' });
    expect(guardInquiryRoute(newcomer, 'customer')).toEqual({ enter: false, to: '/profile' });
  });

  it('shows the customer-admin portal to role orders-admin on either site', () => {
    expect(portalKindOf('sales-rep', admin)).toBe('customer-admin');
    expect(portalKindOf('customer', admin)).toBe('customer-admin');
    expect(portalKindOf('customer', customer)).toBe('customer');
    expect(portalKindOf('sales-rep', null)).toBe('sales-rep');
  });
});
