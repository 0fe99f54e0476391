import { AccountMessage, PermissionRequestStatus, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSalesRep, createUser } from '../../test/factories.ts';
import { CUSTOMERS_HOST, signIn } from '../../test/sign-in.ts';
import { createAccountWorld, type AccountWorld } from './account-test-world.ts';

describe('permission requests and their decisions', () => {
  let w: AccountWorld;
  beforeAll(async () => {
    w = await createAccountWorld();
  });
  afterAll(() => w.close());

  it('ignores ids already held, zeros at both ends aside, and says which', async () => {
    const res = await w.call('POST', '/api/user/me/permissions-request', w.rep.cookie, {
      salesRepIds: ['71', '7200'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Added: ['7200'], AlreadyHeld: ['71'], HasAccess: true });
    expect(res.json().Message).toBe(`${AccountMessage.salesRepsAlreadyHeld}: 71`);
    const all = await w.call('POST', '/api/user/me/permissions-request', w.rep.cookie, {
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
    const res = await w.call('POST', '/api/user/me/permissions-request', w.rep.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('refuses ids of the other site kind and files nothing', async () => {
    const customerUser = await createUser(w.database.db, { roles: [Role.Customer] });
    const onCustomers = await signIn(
      w.app,
      customerUser.username,
      customerUser.password,
      CUSTOMERS_HOST,
    );
    const repRequests = (await w.requestsOf(w.repUser.userId)).length;
    const tries = [
      [w.rep.cookie, { salesRepIds: ['7200'], customerNumbers: ['300200'] }],
      [onCustomers.cookie, { salesRepIds: ['7200'] }],
    ] as const;
    const messages = [];
    for (const [headers, payload] of tries) {
      const res = await w.call('POST', '/api/user/me/permissions-request', headers, payload);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().Message);
    }
    expect(messages).toEqual([
      AccountMessage.customersRequestedOnCustomerPortal,
      AccountMessage.salesRepsRequestedOnSalesPortal,
    ]);
    expect(await w.requestsOf(customerUser.userId)).toEqual([]);
    expect(await w.requestsOf(w.repUser.userId)).toHaveLength(repRequests);
  });

  it('says an id already waiting for approval is waiting and does not ask for it twice', async () => {
    await createCustomer(w.database.db, { customerNumber: '0000300300' });
    const user = await createUser(w.database.db, { roles: [Role.Customer] });
    const session = await signIn(w.app, user.username, user.password, CUSTOMERS_HOST);
    const first = await w.call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['300200'],
    });
    expect(first.json()).toMatchObject({ Message: AccountMessage.requestSent, Added: ['300200'] });
    const again = await w.call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['0300200'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(`${AccountMessage.customersAlreadyRequested}: 0300200`);
    const mixed = await w.call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['300200', '3003'],
    });
    expect(mixed.json()).toMatchObject({
      Added: ['0000300300'],
      AlreadyRequested: ['300200'],
      Message: `${AccountMessage.customersAlreadyRequested}: 300200`,
    });
    const filed = await w.requestsOf(user.userId);
    expect(filed.map((r) => r.customerNumber).sort()).toEqual(['0000300300', '300200']);
  });

  it("counts each customer's and sales rep's own open requests in the lists", async () => {
    const asked = await createCustomer(w.database.db, { customerNumber: '0000300400' });
    const quiet = await createCustomer(w.database.db, { customerNumber: '0000300500' });
    const askedRep = await createSalesRep(w.database.db, { salesRepNumber: '7300' });
    const quietRep = await createSalesRep(w.database.db, { salesRepNumber: '7400' });
    const buyer = await createUser(w.database.db, { roles: [Role.Customer] });
    const seller = await createUser(w.database.db, { roles: [Role.SalesRep] });
    const buyerSession = await signIn(w.app, buyer.username, buyer.password, CUSTOMERS_HOST);
    const sellerSession = await signIn(w.app, seller.username, seller.password);
    await w.call('POST', '/api/user/me/permissions-request', buyerSession.cookie, {
      customerNumbers: [asked.customerNumber],
    });
    await w.call('POST', '/api/user/me/permissions-request', sellerSession.cookie, {
      salesRepIds: [askedRep.salesRepNumber],
    });
    const customers = await w.call('GET', '/api/customer?PageSize=1000', w.admin.cookie);
    const countOf = (list: Record<string, unknown>[], key: string, number: string) =>
      list.find((row) => row[key] === number)?.PermissionRequests;
    expect([
      countOf(customers.json().List, 'CustomerNumber', asked.customerNumber),
      countOf(customers.json().List, 'CustomerNumber', quiet.customerNumber),
    ]).toEqual([1, 0]);
    const reps = await w.call('GET', '/api/sales-rep?PageSize=1000', w.admin.cookie);
    expect([
      countOf(reps.json().List, 'Id', askedRep.salesRepNumber),
      countOf(reps.json().List, 'Id', quietRep.salesRepNumber),
    ]).toEqual([1, 0]);
  });

  it('looks ids up before a request', async () => {
    const res = await w.call('POST', '/api/user/customerlist', w.rep.cookie, ['300100', '424242']);
    expect(res.json()).toEqual([
      {
        Number: '0000300100',
        Name: 'Harbor HVAC',
        City: 'Springfield',
        State: 'IL',
      },
    ]);
  });

  it('lets a customer admin approve a sales-rep request, and needs a reason to reject', async () => {
    const user = await createUser(w.database.db, { roles: [Role.SalesRep] });
    const session = await signIn(w.app, user.username, user.password);
    const requested = await w.call('POST', '/api/user/me/permissions-request', session.cookie, {
      salesRepIds: ['7200'],
    });
    expect(requested.json().HasAccess).toBe(false);
    const [request] = await w.requestsOf(user.userId);
    const noReason = await w.call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      w.admin.cookie,
      { isApproved: false, PermissionIds: [request!.requestId] },
    );
    expect(noReason.json().Message).toBe(AccountMessage.rejectionReasonRequired);
    const byRep = await w.call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      w.rep.cookie,
      { isApproved: true, PermissionIds: [request!.requestId] },
    );
    expect(byRep.statusCode).toBe(403);
    const approved = await w.call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      w.admin.cookie,
      { isApproved: true, PermissionIds: [request!.requestId] },
    );
    expect(approved.json()).toEqual({
      Successful: true,
      Message: AccountMessage.updatedSuccessfully,
      Updated: 1,
    });
    const me = await w.call('GET', '/api/User/me', session.bearer);
    expect(me.json()).toMatchObject({
      HasAccess: true,
      ResourcePermissions: [{ Type: 1, ResourceId: '7200' }],
    });
    const again = await w.call(
      'POST',
      '/api/sales-rep/permission-requests/batchRespond',
      w.admin.cookie,
      { isApproved: false, rejectionStatus: 'late', PermissionIds: [request!.requestId] },
    );
    expect(again.statusCode).toBe(403);
  });

  it("leaves a status-5 customer request to the customer's sales rep, not the admin", async () => {
    const user = await createUser(w.database.db, { roles: [Role.Customer] });
    const session = await signIn(w.app, user.username, user.password, CUSTOMERS_HOST);
    await w.call('POST', '/api/user/me/permissions-request', session.cookie, {
      customerNumbers: ['300100'],
    });
    const [request] = await w.requestsOf(user.userId);
    expect(request!.status).toBe(PermissionRequestStatus.WaitingForSalesRep);
    const byAdmin = await w.call(
      'POST',
      '/api/customer/permission-requests/batchRespond',
      w.admin.cookie,
      { isApproved: true, PermissionIds: [request!.requestId] },
    );
    expect(byAdmin.statusCode).toBe(403);
    const list = await w.call(
      'GET',
      '/api/customer?filterByHasPendingPermissions=true',
      w.rep.cookie,
    );
    expect(list.json().List).toEqual([
      expect.objectContaining({ CustomerNumber: '0000300100', PermissionRequests: 1 }),
    ]);
    expect(list.json().List[0].PendingPermissionRequests[0]).toMatchObject({
      Id: request!.requestId,
      UserEmail: user.email,
      Status: 5,
    });
    const rejected = await w.call(
      'POST',
      '/api/customer/permission-requests/batchRespond',
      w.rep.cookie,
      {
        isApproved: false,
        rejectionStatus: 'Not one of ours',
        PermissionIds: [request!.requestId],
      },
    );
    expect(rejected.statusCode).toBe(200);
    const [after] = await w.requestsOf(user.userId);
    expect(after).toMatchObject({
      status: PermissionRequestStatus.Rejected,
      rejectionReason: 'Not one of ours',
      decidedByUserId: w.repUser.userId,
    });
    const profile = await w.call('GET', '/api/user/me/profile', session.cookie);
    expect(profile.json().CustomerPermissionRequests[0]).toMatchObject({
      Status: 3,
      RejectionReason: 'Not one of ours',
      DecidedByUserName: w.repUser.username,
    });
  });
});
