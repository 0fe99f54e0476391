import { Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCustomer, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/** saveFilters on GET /api/order and GET /api/order/filters (decision 151). */
describe('saved order filters', () => {
  let database: TestDatabase;
  let app: App;
  let rep: Record<string, string>;
  let otherRep: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '7100', name: 'Lakes' });
    await createCustomer(db, {
      customerNumber: '100100',
      customerName: 'Acme',
      salesReps: ['7100'],
    });
    const a = await createUser(db, { roles: [Role.SalesRep], salesReps: ['7100'] });
    const b = await createUser(db, { roles: [Role.SalesRep], salesReps: ['7100'] });
    app = await buildTestApp(db);
    rep = (await signIn(app, a.username, a.password, SALES_HOST)).cookie;
    otherRep = (await signIn(app, b.username, b.password, SALES_HOST)).cookie;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const list = (headers: Record<string, string>, query: string) =>
    app.inject({ url: `/api/order?${query}`, headers });
  const saved = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: '/api/order/filters', headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { Filters: Record<string, string> }).Filters;
  };

  it('has nothing saved before the first search', async () => {
    expect(await saved(rep)).toEqual({});
  });

  it("keeps a search's filters and sort, without page or time zone, for that user alone", async () => {
    const res = await list(
      rep,
      'orderStatus=Shipped&keyTerm=%20Acme%20&sortBy=Total&sortDesc=false&page=3&timeZone=America/Chicago',
    );
    expect(res.statusCode).toBe(200);
    expect(await saved(rep)).toEqual({
      orderStatus: 'Shipped',
      keyTerm: 'Acme',
      sortBy: 'Total',
      sortDesc: 'false',
    });
    expect(await saved(otherRep)).toEqual({});
  });

  it('leaves the saved search alone for saveFilters=false and for a refused query', async () => {
    expect((await list(rep, 'orderStatus=Pending&saveFilters=false')).statusCode).toBe(200);
    expect((await list(rep, 'keyTerm=A')).statusCode).toBe(400);
    expect(await saved(rep)).toMatchObject({ orderStatus: 'Shipped', keyTerm: 'Acme' });
  });

  it('saves the defaults as an empty search when the user resets the filters', async () => {
    expect((await list(rep, 'page=2')).statusCode).toBe(200);
    expect(await saved(rep)).toEqual({});
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const res = await app.inject({ url: '/api/order/filters', headers: { host: SALES_HOST } });
    expect(res.statusCode).toBe(401);
  });
});
