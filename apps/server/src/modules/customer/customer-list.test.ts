import { PermissionRequestStatus, PermissionType, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { SALES_HOST, signIn, type SignedIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/**
 * Four customers, padded and not, in three cities; two with users, two with open requests
 * (Acme two, Delta one), seen by a customer admin.
 */
describe('GET /api/customer: sorting, filters and numbers with or without zeros', () => {
  let database: TestDatabase;
  let app: App;
  let admin: SignedIn;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '0008100', name: 'North' });
    const customers = [
      {
        customerNumber: '0000101234',
        customerName: 'Acme',
        city: 'Boston',
        region: 'MA',
        postalCode: '02101',
      },
      {
        customerNumber: '101230',
        customerName: 'bolt works',
        city: 'Austin',
        region: 'TX',
        postalCode: '73301',
      },
      {
        customerNumber: '0000205000',
        customerName: 'Cobalt',
        city: 'Chicago',
        region: 'IL',
        postalCode: '60601',
      },
      {
        customerNumber: '2050',
        customerName: 'Delta',
        city: 'boston',
        region: 'MA',
        postalCode: '02108',
      },
    ];
    for (const c of customers) await createCustomer(db, c);
    await createUser(db, { roles: [Role.Customer], customers: ['0000101234'] });
    const asking = await createUser(db, { roles: [Role.Customer], customers: ['2050'] });
    const request = (customerNumber: string, status: number) => ({
      userId: asking.userId,
      type: PermissionType.Customer,
      customerNumber,
      status,
    });
    await db
      .insert(t.permissionRequest)
      .values([
        request('0000101234', PermissionRequestStatus.PendingApproval),
        request('0000101234', PermissionRequestStatus.Rejected),
        request('2050', PermissionRequestStatus.WaitingForSalesRep),
      ]);
    const second = await createUser(db, { roles: [Role.Customer] });
    await db.insert(t.permissionRequest).values({
      ...request('0000101234', PermissionRequestStatus.PendingApproval),
      userId: second.userId,
    });
    const adminUser = await createUser(db, { roles: [Role.CustomerAdmin] });
    app = await buildTestApp(db);
    admin = await signIn(app, adminUser.username, adminUser.password);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const numbers = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/customer?${query}`,
      headers: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().List as { CustomerNumber: string }[]).map((c) => c.CustomerNumber);
  };

  it('lists the most open requests first by default, then by number', async () => {
    expect(await numbers('')).toEqual(['0000101234', '2050', '0000205000', '101230']);
  });

  it.each([
    ['CustomerNumber', ['0000101234', '0000205000', '101230', '2050']],
    ['CustomerName', ['0000101234', '101230', '0000205000', '2050']],
    ['City', ['101230', '0000101234', '2050', '0000205000']],
    ['State', ['0000205000', '0000101234', '2050', '101230']],
    ['PostalCode', ['0000101234', '2050', '0000205000', '101230']],
  ])('sorts by %s either way', async (column, ascending) => {
    expect(await numbers(`SortBy=${column}&SortDirection=asc`)).toEqual(ascending);
    const descending = await numbers(`SortBy=${column}&SortDirection=desc`);
    // Ties (Boston and boston, MA twice) stay in number order both ways.
    if (column === 'City')
      expect(descending).toEqual(['0000205000', '0000101234', '2050', '101230']);
    else if (column === 'State')
      expect(descending).toEqual(['101230', '0000101234', '2050', '0000205000']);
    else expect(descending).toEqual([...ascending].reverse());
  });

  it('finds a number typed with or without the leading zeros', async () => {
    expect(await numbers('customerNumber=101234')).toEqual(['0000101234']);
    expect(await numbers('customerNumber=0000101234')).toEqual(['0000101234']);
    expect(await numbers('customerNumber=00101230')).toEqual(['101230']);
    expect(await numbers('customerNumber=00205&SortBy=CustomerNumber&SortDirection=asc')).toEqual([
      '0000205000',
      '2050',
    ]);
  });

  it('filters by city, state and postal code, and by users and open requests', async () => {
    expect(await numbers('city=BOSTON&SortBy=CustomerNumber&SortDirection=asc')).toEqual([
      '0000101234',
      '2050',
    ]);
    expect(await numbers('state=tx')).toEqual(['101230']);
    expect(await numbers('postalCode=02108')).toEqual(['2050']);
    expect(await numbers('filterByHasUsers=true&SortBy=CustomerNumber&SortDirection=asc')).toEqual([
      '0000101234',
      '2050',
    ]);
    expect(await numbers('filterByHasPendingPermissions=true')).toEqual(['0000101234', '2050']);
  });

  it('refuses an unknown sort column with 400', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/customer?SortBy=Password',
      headers: admin.cookie,
    });
    expect(res.statusCode).toBe(400);
  });

  it('opens a customer by its number with or without the leading zeros', async () => {
    for (const typed of ['101234', '0000101234', '00101234']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/customer/${typed}`,
        headers: admin.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().CustomerNumber).toBe('0000101234');
    }
    const padded = await app.inject({
      method: 'GET',
      url: '/api/customer/0002050',
      headers: admin.cookie,
    });
    expect(padded.json().CustomerNumber).toBe('2050');
  });

  it('keeps trailing zeros significant: another number is not found', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/customer/1012340',
      headers: admin.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});
