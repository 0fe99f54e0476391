import { AccountMessage, PermissionRequestStatus, Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
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
import { CUSTOMERS_HOST, SALES_HOST, signIn, type SignedIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('permission requests, decisions and user administration', () => {
  let database: TestDatabase;
  let app: App;
  let admin: SignedIn;
  let rep: SignedIn;
  let repUser: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
    await createSalesRep(db, { salesRepNumber: '0007100', name: 'Lakes' });
    await createSalesRep(db, { salesRepNumber: '7200', name: 'Plains' });
    await createCustomer(db, {
      customerNumber: '0000300100',
      customerName: 'Harbor HVAC',
      salesReps: ['0007100'],
    });
    await createCustomer(db, { customerNumber: '300200', customerName: 'Prairie Air' });
    repUser = await createUser(db, {
      roles: [Role.SalesRep],
      salesReps: ['0007100'],
      firstName: 'Robin',
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

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const requestsOf = (userId: number) =>
    database.db.select().from(t.permissionRequest).where(eq(t.permissionRequest.userId, userId));

  it('ignores ids already held, zeros at both ends aside, and says which', async () => {
    const res = await call('POST', '/api/user/me/permissions-request', rep.cookie, {
      salesRepIds: ['71', '7200'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Added: ['7200'], AlreadyHeld: ['71'], HasAccess: true });
    expect(res.json().Message).toBe(`${AccountMessage.salesRepsAlreadyHeld}: 71`);
    const all = await call('POST', '/api/user/me/permissions-request', rep.cookie, {
      salesRepIds: ['00071'],
    });
    expect(all.statusCode).toBe(409);
    expect(all.json().Message).toBe(`${AccountMessage.salesRepsAlreadyHeld}: 00071`);
  });

  it.each([
    [{ salesRepIds: [] }, AccountMessage.permissionsRequestInvalid],
    [{ salesRepIds: ['  '] }, AccountMessage.salesRepIdRequired],
    [{ customerNumbers: [''] }, AccountMessage.customerIdRequired],
    [{ salesRepIds: ['999999'] }, AccountMessage.permissionsRequestInvalid],
  ])('refuses the request %j with the spec message', async (payload, message) => {
    const res = await call('POST', '/api/user/me/permissions-request', rep.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('refuses ids of the other site kind and files nothing', async () => {
    const customerUser = await createUser(database.db, { roles: [Role.Customer] });
    const onCustomers = await signIn(
      app,
      customerUser.username,
      customerUser.password,
      CUSTOMERS_HOST,
    );
    const repRequests = (await requestsOf(repUser.userId)).length;
    const tries = [
      [rep.cookie, { salesRepIds: ['7200'], customerNumbers: ['300200'] }],
      [onCustomers.cookie, { salesRepIds: ['7200'] }],
    ] as const;
    const messages = [];
    for (const [headers, payload] of tries) {
      const res = await call('POST', '/api/user/me/permissions-request', headers, payload);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().Message);
    }
    expect(messages).toEqual([
      AccountMessage.customersRequestedOnCustomerPortal,
      AccountMessage.salesRepsRequestedOnSalesPortal,
    ]);
    expect(await requestsOf(customerUser.userId)).toEqual([]);
    expect(await requestsOf(repUser.userId)).toHaveLength(repRequests);
  });

  it('says an id already waiting for approval is waiting and does not ask for it twice', async () => {
    await createCustomer(database.db, { customerNumber: '0000300300' });
    const user = await createUser(database.db, { roles: [Role.Customer] });
    const session = await signIn(app, user.username, user.password, CUSTOMERS_HOST);
    const first = await call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['300200'],
    });
    expect(first.json()).toMatchObject({ Message: AccountMessage.requestSent, Added: ['300200'] });
    const again = await call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['0300200'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(`${AccountMessage.customersAlreadyRequested}: 0300200`);
    const mixed = await call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['300200', '3003'],
    });
    expect(mixed.json()).toMatchObject({
      Added: ['0000300300'],
      AlreadyRequested: ['300200'],
      Message: `${AccountMessage.customersAlreadyRequested}: 300200`,
    });
    const filed = await requestsOf(user.userId);
    expect(filed.map((r) => r.customerNumber).sort()).toEqual(['0000300300', '300200']);
  });

  it("counts each customer's and sales rep's own open requests in the lists", async () => {
    const asked = await createCustomer(database.db, { customerNumber: '0000300400' });
    const quiet = await createCustomer(database.db, { customerNumber: '0000300500' });
    const askedRep = await createSalesRep(database.db, { salesRepNumber: '7300' });
    const quietRep = await createSalesRep(database.db, { salesRepNumber: '7400' });
    const buyer = await createUser(database.db, { roles: [Role.Customer] });
    const seller = await createUser(database.db, { roles: [Role.SalesRep] });
    const buyerSession = await signIn(app, buyer.username, buyer.password, CUSTOMERS_HOST);
    const sellerSession = await signIn(app, seller.username, seller.password);
    await call('POST', '/api/user/me/permissions-request', buyerSession.cookie, {
      customerNumbers: [asked.customerNumber],
    });
    await call('POST', '/api/user/me/permissions-request', sellerSession.cookie, {
      salesRepIds: [askedRep.salesRepNumber],
    });
    const customers = await call('GET', '/api/customer?PageSize=1000', admin.cookie);
    const countOf = (list: Record<string, unknown>[], key: string, number: string) =>
      list.find((row) => row[key] === number)?.PermissionRequests;
    expect([
      countOf(customers.json().List, 'CustomerNumber', asked.customerNumber),
      countOf(customers.json().List, 'CustomerNumber', quiet.customerNumber),
    ]).toEqual([1, 0]);
    const reps = await call('GET', '/api/sales-rep?PageSize=1000', admin.cookie);
    expect([
      countOf(reps.json().List, 'Id', askedRep.salesRepNumber),
      countOf(reps.json().List, 'Id', quietRep.salesRepNumber),
    ]).toEqual([1, 0]);
  });

  it('looks ids up before a request', async () => {
    const res = await call('POST', '/api/user/customerlist', rep.cookie, ['300100', '424242']);
    expect(res.json()).toEqual([
      {
        Number: '0000300100',
        Name: 'Harbor HVAC',
        City: 'Springfield',
        State: 'IL',
        PostalCode: '62701',
      },
    ]);
  });

  it('lets a customer admin approve a sales-rep request, and needs a reason to reject', async () => {
    const user = await createUser(database.db, { roles: [Role.SalesRep] });
    const session = await signIn(app, user.username, user.password);
    const requested = await call('POST', '/api/user/me/permissions-request', session.cookie, {
      salesRepIds: ['7200'],
    });
    expect(requested.json().HasAccess).toBe(false);
    const [request] = await requestsOf(user.userId);
    const noReason = await call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      admin.cookie,
      { isApproved: false, PermissionIds: [request!.requestId] },
    );
    expect(noReason.json().Message).toBe(AccountMessage.rejectionReasonRequired);
    const byRep = await call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      rep.cookie,
      { isApproved: true, PermissionIds: [request!.requestId] },
    );
    expect(byRep.statusCode).toBe(403);
    const approved = await call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      admin.cookie,
      { isApproved: true, PermissionIds: [request!.requestId] },
    );
    expect(approved.json()).toEqual({
      Successful: true,
      Message: AccountMessage.updatedSuccessfully,
      Updated: 1,
    });
    const me = await call('GET', '/api/User/me', session.bearer);
    expect(me.json()).toMatchObject({
      HasAccess: true,
      ResourcePermissions: [{ Type: 1, ResourceId: '7200' }],
    });
    const again = await call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      admin.cookie,
      { isApproved: false, rejectionStatus: 'late', PermissionIds: [request!.requestId] },
    );
    expect(again.statusCode).toBe(403);
  });

  it("leaves a status-5 customer request to the customer's sales rep, not the admin", async () => {
    const user = await createUser(database.db, { roles: [Role.Customer] });
    const session = await signIn(app, user.username, user.password, CUSTOMERS_HOST);
    await call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['300100'],
    });
    const [request] = await requestsOf(user.userId);
    expect(request!.status).toBe(PermissionRequestStatus.WaitingForSalesRep);
    const byAdmin = await call(
      'POST',
      '/api/customer/permission-requests/batchRespond',
      admin.cookie,
      { isApproved: true, PermissionIds: [request!.requestId] },
    );
    expect(byAdmin.statusCode).toBe(403);
    const list = await call('GET', '/api/customer?filterByHasPendingPermissions=true', rep.cookie);
    expect(list.json().List).toEqual([
      expect.objectContaining({ CustomerNumber: '0000300100', PermissionRequests: 1 }),
    ]);
    expect(list.json().List[0].PendingPermissionRequests[0]).toMatchObject({
      Id: request!.requestId,
      UserEmail: user.email,
      Status: 5,
    });
    const rejected = await call(
      'POST',
      '/api/customer/permission-requests/batchRespond',
      rep.cookie,
      {
        isApproved: false,
        rejectionStatus: 'Not one of ours',
        PermissionIds: [request!.requestId],
      },
    );
    expect(rejected.statusCode).toBe(200);
    const [after] = await requestsOf(user.userId);
    expect(after).toMatchObject({
      status: PermissionRequestStatus.Rejected,
      rejectionReason: 'Not one of ours',
      decidedByUserId: repUser.userId,
    });
    const profile = await call('GET', '/api/user/me/profile', session.cookie);
    expect(profile.json().CustomerPermissionRequests[0]).toMatchObject({
      Status: 3,
      RejectionReason: 'Not one of ours',
      DecidedByUserName: repUser.username,
    });
  });

  it('lets a customer admin add and delete permissions, the delete with a comment', async () => {
    const user = await createUser(database.db, { roles: [Role.Customer] });
    const added = await call('POST', '/api/user/me/add-permissions', admin.cookie, {
      userId: user.userId,
      customerNumbers: ['300200'],
    });
    expect(added.json()).toMatchObject({
      Message: AccountMessage.permissionsAdded,
      Added: ['300200'],
    });
    const noComment = await call('POST', '/api/customer/delete/', admin.cookie, {
      Number: '300200',
      UserId: user.userId,
      Comment: ' ',
    });
    expect(noComment.json().Message).toBe(AccountMessage.commentRequired);
    const deleted = await call('POST', '/api/customer/delete/', admin.cookie, {
      Number: '300200',
      UserId: user.userId,
      Comment: 'Left the company',
    });
    expect(deleted.json()).toMatchObject({ Successful: true });
    const details = await call('GET', `/api/user/${user.userId}`, admin.cookie);
    expect(details.json().CustomerPermissions).toEqual([]);
    const audit = await database.db
      .select()
      .from(t.accountAudit)
      .where(eq(t.accountAudit.userId, user.userId));
    expect(audit.map((a) => [a.action, a.comment])).toContainEqual([
      'delete-customer',
      'Left the company',
    ]);
  });

  it('deactivates with a required comment and ends the sessions; activation lets the user back', async () => {
    const user = await createUser(database.db, { roles: [Role.SalesRep], salesReps: ['7200'] });
    const session = await signIn(app, user.username, user.password);
    const noComment = await call('POST', `/api/user/activate/${user.userId}`, admin.cookie, {
      Comment: '',
      Disabled: true,
    });
    expect(noComment.json().Message).toBe(AccountMessage.commentRequired);
    const off = await call('POST', `/api/user/activate/${user.userId}`, admin.cookie, {
      Comment: 'Contract ended',
      Disabled: true,
    });
    expect(off.json()).toEqual({ Successful: true, Message: AccountMessage.updatedSuccessfully });
    expect((await call('GET', '/api/User/me', session.bearer)).statusCode).toBe(401);
    const login = await call(
      'POST',
      '/api/Authentication/Login',
      { host: SALES_HOST },
      { Username: user.username, Password: user.password },
    );
    expect(login.json().CodeString).toBe('Deactivated');
    const details = await call('GET', `/api/user/${user.userId}`, admin.cookie);
    expect(details.json()).toMatchObject({ Disabled: true, Comment: 'Contract ended' });
    await call('POST', `/api/user/activate/${user.userId}`, admin.cookie, {
      Comment: 'Back again',
      Disabled: false,
    });
    await signIn(app, user.username, user.password);
  });

  it('answers Error - User not found for id 0 and for other users of a non-admin', async () => {
    for (const url of ['/api/user/0', `/api/user/${repUser.userId + 1000}`]) {
      const res = await call('GET', url, admin.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(AccountMessage.userNotFound);
    }
    const other = await call('GET', `/api/user/${repUser.userId + 1}`, rep.cookie);
    expect(other.json().Message).toBe(AccountMessage.userNotFound);
  });

  it('lists users 10 a page, filtered and sorted', async () => {
    for (let i = 0; i < 11; i++)
      await createUser(database.db, {
        roles: [Role.Customer],
        lastName: `Zeta${String(i).padStart(2, '0')}`,
      });
    const page = await call(
      'GET',
      '/api/user?PageSize=10&Page=2&SortBy=LastName&SortDirection=asc&lastName=zeta',
      admin.cookie,
    );
    expect(page.json()).toMatchObject({ Page: 2, PageSize: 10, Total: 11 });
    expect(page.json().List.map((u: { LastName: string }) => u.LastName)).toEqual(['Zeta10']);
    const byRep = await call(
      'GET',
      '/api/user?salesreprumber=x&salesRepNumber=0007100',
      admin.cookie,
    );
    expect(byRep.json().List.map((u: { UserId: number }) => u.UserId)).toEqual([repUser.userId]);
    const lower = await call('GET', '/api/user?pagesize=3&page=1', admin.cookie);
    expect(lower.json()).toMatchObject({ PageSize: 3 });
    expect(lower.json().List).toHaveLength(3);
  });

  it('edits names on the sales site and keeps the e-mail of a local user', async () => {
    const url = `/api/user/updateprofile/${repUser.userId}`;
    const emailChange = await call('POST', url, rep.cookie, {
      Email: 'new@example.com',
      Name: 'Robin',
      LastName: 'Ng',
    });
    expect(emailChange.json().Message).toBe(AccountMessage.emailReadOnly);
    const noName = await call('POST', url, rep.cookie, {
      Email: repUser.email,
      Name: '',
      LastName: 'Ng',
    });
    expect(noName.json().Message).toBe(AccountMessage.firstNameRequired);
    const ok = await call('POST', url, rep.cookie, {
      Email: repUser.email,
      Name: 'Robin',
      LastName: 'Ng',
    });
    expect(ok.json()).toEqual({ Successful: true, Message: AccountMessage.updatedSuccessfully });
    const someoneElse = await call(
      'POST',
      `/api/user/updateprofile/${repUser.userId + 1}`,
      rep.cookie,
      { Email: 'x@example.com', Name: 'X', LastName: 'Y' },
    );
    expect(someoneElse.statusCode).toBe(404);
  });
});
