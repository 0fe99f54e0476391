import { PermissionRequestStatus, Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { undeclaredRoutes } from '../../lib/session.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

type Actor = 'anonymous' | 'customer' | 'otherCustomer' | 'salesRep' | 'admin' | 'deactivated';
const actors: Actor[] = [
  'anonymous',
  'customer',
  'otherCustomer',
  'salesRep',
  'admin',
  'deactivated',
];

/**
 * Every account endpoint against every kind of caller: who gets in (any status but 401/403),
 * who is turned away, and that the turned-away change nothing and see nothing.
 */
describe('authorisation matrix of the account endpoints', () => {
  let database: TestDatabase;
  let app: App;
  const headers: Record<Actor, Record<string, string>> = {} as Record<
    Actor,
    Record<string, string>
  >;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: 'R1', name: 'Rep One' });
    await createSalesRep(db, { salesRepNumber: 'R2', name: 'Rep Two' });
    await createCustomer(db, {
      customerNumber: 'C1',
      customerName: 'Customer One',
      salesReps: ['R1'],
    });
    await createCustomer(db, {
      customerNumber: 'C2',
      customerName: 'Customer Two',
      salesReps: ['R2'],
    });
    const users = {
      customer: await createUser(db, { roles: [Role.Customer], customers: ['C1'] }),
      otherCustomer: await createUser(db, { roles: [Role.Customer], customers: ['C2'] }),
      salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: ['R1'] }),
      admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
      deactivated: await createUser(db, { roles: [Role.SalesRep], salesReps: ['R1'] }),
    };
    app = await buildTestApp(db);
    headers.anonymous = { host: SALES_HOST };
    for (const [actor, user] of Object.entries(users)) {
      headers[actor as Actor] = (await signIn(app, user.username, user.password)).bearer;
      ids[actor] = user.userId;
    }
    await app.inject({
      method: 'POST',
      url: `/api/user/activate/${ids.deactivated}`,
      headers: headers.admin,
      payload: { Comment: 'gone', Disabled: true },
    });
    const [request] = await db
      .insert(t.permissionRequest)
      .values({
        userId: ids.otherCustomer!,
        type: 2,
        customerNumber: 'C1',
        status: PermissionRequestStatus.PendingApproval,
      })
      .returning();
    ids.request = request!.requestId;
    const [repRequest] = await db
      .insert(t.permissionRequest)
      .values({
        userId: ids.customer!,
        type: 1,
        salesRepNumber: 'R2',
        status: PermissionRequestStatus.PendingApproval,
      })
      .returning();
    ids.repRequest = repRequest!.requestId;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const signedIn: Actor[] = ['customer', 'otherCustomer', 'salesRep', 'admin'];
  const cases: Array<{ call: string; body?: () => unknown; allowed: Actor[] }> = [
    { call: 'GET /api/User/me', allowed: signedIn },
    { call: 'GET /api/Security/GetCurrentUser', allowed: signedIn },
    { call: 'GET /api/user/me/profile', allowed: signedIn },
    { call: 'GET /api/Authentication/AcceptanceDocuments', allowed: signedIn },
    {
      call: 'POST /api/Authentication/AcceptanceDocuments',
      body: () => [{ SiteDocumentId: 1, Accepted: true }],
      allowed: signedIn,
    },
    {
      call: 'POST /api/user/me/permissions-request',
      body: () => ({ salesRepIds: ['nothing'] }),
      allowed: signedIn,
    },
    { call: 'POST /api/user/salesreplist', body: () => ['R1'], allowed: signedIn },
    { call: 'POST /api/user/customerlist', body: () => ['C1'], allowed: signedIn },
    { call: 'POST /api/user/user_salesreps', body: () => ({}), allowed: signedIn },
    { call: 'GET /api/customer', allowed: signedIn },
    { call: 'GET /api/sales-rep', allowed: signedIn },
    {
      call: 'POST /api/user/me/add-permissions',
      body: () => ({ userId: 999999, salesRepIds: ['R1'] }),
      allowed: ['admin'],
    },
    {
      call: 'POST /api/user/activate/999999',
      body: () => ({ Comment: 'x', Disabled: true }),
      allowed: ['admin'],
    },
    { call: 'GET /api/user', allowed: ['admin'] },
    {
      call: 'POST /api/customer/delete',
      body: () => ({ Number: 'C9', UserId: 999999, Comment: 'x' }),
      allowed: ['admin'],
    },
    {
      call: 'POST /api/sales-rep/delete',
      body: () => ({ Number: 'R9', UserId: 999999, Comment: 'x' }),
      allowed: ['admin'],
    },
    {
      call: 'POST /api/sales-rep/permission-requests/batchRespond',
      body: () => ({ isApproved: false, rejectionStatus: 'x', PermissionIds: [999999] }),
      allowed: ['admin'],
    },
    { call: 'POST /api/Authentication/AdSignup', body: () => ({}), allowed: signedIn },
  ];

  it.each(cases)('$call admits only $allowed', async ({ call, body, allowed }) => {
    const [method, url] = call.split(' ') as ['GET' | 'POST', string];
    for (const actor of actors) {
      const res = await app.inject({
        method,
        url,
        headers: headers[actor],
        ...(body ? { payload: body() as object } : {}),
      });
      const expected =
        actor === 'anonymous' || actor === 'deactivated'
          ? [401]
          : allowed.includes(actor)
            ? 'in'
            : [403];
      if (expected === 'in')
        expect([actor, res.statusCode]).not.toEqual([
          actor,
          expect.toSatisfy((s: number) => s === 401 || s === 403),
        ]);
      else expect([actor, res.statusCode]).toEqual([actor, expected[0]]);
    }
  });

  it('shows each caller only the customers they may see', async () => {
    const numbers = async (actor: Actor) =>
      (await app.inject({ method: 'GET', url: '/api/customer', headers: headers[actor] }))
        .json()
        .List.map((c: { CustomerNumber: string }) => c.CustomerNumber);
    expect(await numbers('customer')).toEqual(['C1']);
    expect(await numbers('otherCustomer')).toEqual(['C2']);
    expect(await numbers('salesRep')).toEqual(['C1']);
    expect((await numbers('admin')).sort()).toEqual(['C1', 'C2']);
    const detail = (actor: Actor, n: string) =>
      app.inject({ method: 'GET', url: `/api/customer/${n}`, headers: headers[actor] });
    expect((await detail('customer', 'C2')).statusCode).toBe(404);
    expect((await detail('salesRep', 'C2')).statusCode).toBe(404);
    expect((await detail('customer', 'C1')).json()).toMatchObject({
      CustomerNumber: 'C1',
      Permissions: [],
      PendingPermissionRequests: [],
    });
    expect(
      (await detail('salesRep', 'C1')).json().Permissions.map((p: { UserId: number }) => p.UserId),
    ).toEqual([ids.customer]);
    expect((await detail('admin', 'C1')).json().PendingPermissionRequests).toHaveLength(1);
  });

  it('shows each caller only the sales reps they hold, and users only to admins', async () => {
    const list = async (actor: Actor) =>
      (await app.inject({ method: 'GET', url: '/api/sales-rep', headers: headers[actor] })).json()
        .List;
    expect(await list('customer')).toEqual([]);
    expect((await list('salesRep')).map((r: { Id: string }) => r.Id)).toEqual(['R1']);
    expect((await list('salesRep'))[0].Users).toEqual([]);
    expect(
      (await list('admin')).find((r: { Id: string }) => r.Id === 'R2').PendingPermissionRequests,
    ).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/sales-rep/R2', headers: headers.salesRep }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/sales-rep/R1', headers: headers.customer }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps users' details to themselves and admins", async () => {
    for (const actor of ['otherCustomer', 'salesRep'] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/user/${ids.customer}`,
        headers: headers[actor],
      });
      expect(res.statusCode).toBe(404);
    }
    const own = await app.inject({
      method: 'GET',
      url: `/api/user/${ids.customer}`,
      headers: headers.customer,
    });
    expect(own.json().UserId).toBe(ids.customer);
    const users = await app.inject({
      method: 'POST',
      url: '/api/user/user_salesreps',
      headers: headers.customer,
      payload: { UserId: ids.salesRep },
    });
    expect(users.statusCode).toBe(404);
  });

  it('changes nothing for a caller turned away', async () => {
    const tries = [
      [
        'customer',
        'POST',
        `/api/user/activate/${ids.otherCustomer}`,
        { Comment: 'x', Disabled: true },
      ],
      [
        'salesRep',
        'POST',
        '/api/customer/delete',
        { Number: 'C1', UserId: ids.customer, Comment: 'x' },
      ],
      [
        'customer',
        'POST',
        '/api/customer/permission-requests/batchRespond',
        { isApproved: true, PermissionIds: [ids.request] },
      ],
      [
        'salesRep',
        'POST',
        '/api/customer/permission-requests/batchRespond',
        { isApproved: true, PermissionIds: [ids.request] },
      ],
      [
        'otherCustomer',
        'POST',
        '/api/user/me/add-permissions',
        { userId: ids.otherCustomer, customerNumbers: ['C1'] },
      ],
      ['deactivated', 'POST', '/api/user/me/permissions-request', { customerNumbers: ['C2'] }],
      [
        'customer',
        'POST',
        `/api/user/updateprofile/${ids.otherCustomer}`,
        { Email: 'x@example.com', Name: 'X', LastName: 'Y' },
      ],
    ] as const;
    for (const [actor, method, url, payload] of tries) {
      const res = await app.inject({ method, url, headers: headers[actor], payload });
      expect([actor, url, res.statusCode >= 400]).toEqual([actor, url, true]);
    }
    const [other] = await database.db
      .select()
      .from(t.appUser)
      .where(eq(t.appUser.userId, ids.otherCustomer!));
    expect(other).toMatchObject({ disabled: false });
    expect(other!.firstName).not.toBe('X');
    const held = await database.db.select().from(t.userCustomerPermission);
    expect(held.map((p) => [p.userId, p.customerNumber]).sort()).toEqual(
      [
        [ids.customer, 'C1'],
        [ids.otherCustomer, 'C2'],
      ].sort(),
    );
    const [request] = await database.db
      .select()
      .from(t.permissionRequest)
      .where(eq(t.permissionRequest.requestId, ids.request!));
    expect(request!.status).toBe(PermissionRequestStatus.PendingApproval);
    const fromDeactivated = await database.db
      .select()
      .from(t.permissionRequest)
      .where(eq(t.permissionRequest.userId, ids.deactivated!));
    expect(fromDeactivated).toEqual([]);
  });

  it('finds an access rule on every account route', () => {
    const ours = /\/api\/(authentication|account|user|security|customer|sales-rep|d)\b/i;
    expect(undeclaredRoutes.filter((route) => ours.test(route))).toEqual([]);
  });
});
