import { Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
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

describe('the users list of the customer admin: GET /api/user', () => {
  let database: TestDatabase;
  let app: App;
  let admin: SignedIn;
  const ids: Record<'rep' | 'customer' | 'admin' | 'noRoles', number> = {
    rep: 0,
    customer: 0,
    admin: 0,
    noRoles: 0,
  };
  /** Numbers stored with zeros, like the ERP's, and users holding them. */
  const numbered = { repUser: 0, customerUser: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    const adminUser = await createUser(db, { roles: [Role.CustomerAdmin, Role.SalesRep] });
    ids.admin = adminUser.userId;
    ids.rep = (await createUser(db, { roles: [Role.SalesRep] })).userId;
    ids.customer = (await createUser(db, { roles: [Role.Customer] })).userId;
    ids.noRoles = (await createUser(db, { roles: [] })).userId;
    await createSalesRep(db, { salesRepNumber: '0004100' });
    await createSalesRep(db, { salesRepNumber: '4200' });
    await createCustomer(db, { customerNumber: '0000100100' });
    await createCustomer(db, { customerNumber: '0000100200' });
    numbered.repUser = (
      await createUser(db, { roles: [Role.SalesRep], salesReps: ['0004100', '4200'] })
    ).userId;
    numbered.customerUser = (
      await createUser(db, { roles: [Role.Customer], customers: ['0000100100'] })
    ).userId;
    app = await buildTestApp(db);
    admin = await signIn(app, adminUser.username, adminUser.password);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const rolesById = async () => {
    const res = await app.inject({ url: '/api/user?PageSize=100&Page=1', headers: admin.cookie });
    expect(res.statusCode).toBe(200);
    const list: { UserId: number; Roles: string[] }[] = res.json().List;
    return new Map(list.map((u) => [u.UserId, u.Roles]));
  };

  it("shows each user's own roles on their row, not every user's", async () => {
    const roles = await rolesById();
    expect(roles.get(ids.rep)).toEqual([Role.SalesRep]);
    expect(roles.get(ids.customer)).toEqual([Role.Customer]);
    expect(roles.get(ids.noRoles)).toEqual([]);
    expect(roles.get(ids.admin)?.sort()).toEqual([Role.CustomerAdmin, Role.SalesRep].sort());
  });

  it('agrees with the user details on every row', async () => {
    const roles = await rolesById();
    for (const [userId, listed] of roles) {
      const details = await app.inject({ url: `/api/user/${userId}`, headers: admin.cookie });
      expect([userId, listed.sort()]).toEqual([userId, details.json().Roles.sort()]);
    }
  });

  const idsFiltered = async (filter: string) => {
    const res = await app.inject({ url: `/api/user?${filter}`, headers: admin.cookie });
    expect(res.statusCode).toBe(200);
    return res.json().List.map((u: { UserId: number }) => u.UserId);
  };

  it.each(['0004100', '4100', '41', '004100000', ' 4100 '])(
    'finds the holder of sales rep 0004100 by %j, zeros at both ends aside',
    async (typed) => {
      expect(await idsFiltered(`salesRepNumber=${encodeURIComponent(typed)}`)).toEqual([
        numbered.repUser,
      ]);
    },
  );

  it.each(['0000100100', '100100', '1001'])(
    'finds the holder of customer 0000100100 by %j, zeros at both ends aside',
    async (typed) => {
      expect(await idsFiltered(`customerNumber=${typed}`)).toEqual([numbered.customerUser]);
    },
  );

  it('finds nobody by a number that differs in more than zeros', async () => {
    expect(await idsFiltered('salesRepNumber=4101')).toEqual([]);
    expect(await idsFiltered('customerNumber=100101')).toEqual([]);
    expect(await idsFiltered('customerNumber=0000100200')).toEqual([]);
  });
});
