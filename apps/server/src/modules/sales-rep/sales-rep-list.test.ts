import { PermissionRequestStatus, PermissionType, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST, signIn, type SignedIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/** Three sales reps: North (padded, with a user), South (an open request) and West. */
describe('GET /api/sales-rep: the spec filters, sorting and numbers with or without zeros', () => {
  let database: TestDatabase;
  let app: App;
  let admin: SignedIn;
  let rep: SignedIn;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, {
      salesRepNumber: '0004300',
      name: 'North',
      city: 'Albany',
      region: 'NY',
      postalCode: '12201',
    });
    await createSalesRep(db, {
      salesRepNumber: '4310',
      name: 'South',
      city: 'Miami',
      region: 'FL',
      postalCode: '33101',
    });
    await createSalesRep(db, {
      salesRepNumber: '5000',
      name: 'West',
      city: 'albany',
      region: 'CA',
      postalCode: '94706',
    });
    const repUser = await createUser(db, { roles: [Role.SalesRep], salesReps: ['0004300'] });
    const asking = await createUser(db, { roles: [Role.SalesRep] });
    await db.insert(t.permissionRequest).values({
      userId: asking.userId,
      type: PermissionType.SalesRep,
      salesRepNumber: '4310',
      status: PermissionRequestStatus.PendingApproval,
    });
    const adminUser = await createUser(db, { roles: [Role.CustomerAdmin] });
    app = await buildTestApp(db);
    admin = await signIn(app, adminUser.username, adminUser.password);
    rep = await signIn(app, repUser.username, repUser.password);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const ids = async (query: string, who: SignedIn = admin) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sales-rep?${query}`,
      headers: who.cookie,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().List as { Id: string }[]).map((r) => r.Id);
  };
  const byNumber = 'SortBy=SalesRepNumber&SortDirection=asc';

  it('finds a number typed with or without the leading zeros', async () => {
    expect(await ids('salesRepNumber=4300')).toEqual(['0004300']);
    expect(await ids('salesRepNumber=0004300')).toEqual(['0004300']);
    expect(await ids(`salesRepNumber=0043&${byNumber}`)).toEqual(['0004300', '4310']);
  });

  it('filters by name, city, state and postal code', async () => {
    expect(await ids('salesRepName=OUT')).toEqual(['4310']);
    expect(await ids(`city=ALBANY&${byNumber}`)).toEqual(['0004300', '5000']);
    expect(await ids('state=fl')).toEqual(['4310']);
    expect(await ids('postalCode=94706')).toEqual(['5000']);
  });

  it('keeps only sales reps with users, or with pending requests, when asked', async () => {
    expect(await ids('filterByHasUsers=true')).toEqual(['0004300']);
    expect(await ids('filterByHasPendingPermissions=true')).toEqual(['4310']);
    expect(
      await ids(`filterByHasUsers=false&filterByHasPendingPermissions=false&${byNumber}`),
    ).toEqual(['0004300', '4310', '5000']);
  });

  it('sorts by name either way', async () => {
    expect(await ids('SortBy=SalesRepName&SortDirection=asc')).toEqual(['0004300', '4310', '5000']);
    expect(await ids('SortBy=SalesRepName&SortDirection=desc')).toEqual([
      '5000',
      '4310',
      '0004300',
    ]);
  });

  it('refuses a malformed flag with 400 rather than ignoring it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/sales-rep?filterByHasUsers=maybe',
      headers: admin.cookie,
    });
    expect(res.statusCode).toBe(400);
  });

  it('opens a sales rep by its number with or without the leading zeros, within what one may see', async () => {
    for (const typed of ['4300', '0004300']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sales-rep/${typed}`,
        headers: rep.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Id).toBe('0004300');
    }
    const other = await app.inject({
      method: 'GET',
      url: '/api/sales-rep/5000',
      headers: rep.cookie,
    });
    expect(other.statusCode).toBe(404);
    expect(await ids('', rep)).toEqual(['0004300']);
  });
});
