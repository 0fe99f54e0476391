import { AccountMessage, PermissionRequestStatus } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { accountCalls } from '../../test/access-matrix/account-calls.ts';
import { cartCalls } from '../../test/access-matrix/cart-calls.ts';
import { catalogueCalls } from '../../test/access-matrix/catalogue-calls.ts';
import { changeRequestCalls } from '../../test/access-matrix/change-request-calls.ts';
import { editorCalls } from '../../test/access-matrix/editor-calls.ts';
import { exportCalls } from '../../test/access-matrix/export-calls.ts';
import { mediaCalls } from '../../test/access-matrix/media-calls.ts';
import {
  createMatrixFixture,
  CUSTOMER,
  OTHER_CUSTOMER,
  OTHER_SALES_REP,
  SALES_REP,
  type MatrixFixture,
} from '../../test/access-matrix/fixture.ts';
import type { Actor } from '../../test/access-matrix/matrix.ts';
import { inquiryCalls } from '../../test/access-matrix/inquiry-calls.ts';
import { orderCalls } from '../../test/access-matrix/order-calls.ts';
import { outsideApiCalls } from '../../test/access-matrix/outside-api-calls.ts';
import { peopleCalls } from '../../test/access-matrix/people-calls.ts';
import { supersessionCalls } from '../../test/access-matrix/supersession-calls.ts';

/**
 * The matrix files (authorization-matrix-*.test.ts) try every route with every kind of
 * caller; this file proves they miss none, and that callers turned away see and change nothing.
 */
describe('authorisation matrix', () => {
  let fixture: MatrixFixture;
  beforeAll(async () => {
    fixture = await createMatrixFixture();
  });
  afterAll(async () => {
    await fixture.close();
  });
  const call = (actor: Actor, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    fixture.app.inject({
      method,
      url,
      headers: fixture.headers[actor],
      ...(payload ? { payload } : {}),
    });

  it('has a row for every registered route and none for a route that is gone', () => {
    const registered = fixture.app.registeredRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const tabled = [
      ...catalogueCalls,
      ...editorCalls,
      ...supersessionCalls,
      ...changeRequestCalls,
      ...mediaCalls,
      ...exportCalls,
      ...cartCalls,
      ...orderCalls,
      ...inquiryCalls,
      ...accountCalls,
      ...peopleCalls,
      ...outsideApiCalls,
    ].map((c) => c.route);
    expect([...new Set(tabled)].sort()).toEqual(registered);
  });

  it('shows each caller only the customers they may see', async () => {
    const numbers = async (actor: Actor) =>
      (await call(actor, 'GET', '/api/customer'))
        .json()
        .List.map((c: { CustomerNumber: string }) => c.CustomerNumber);
    expect(await numbers('customer')).toEqual([CUSTOMER]);
    expect(await numbers('otherCustomer')).toEqual([OTHER_CUSTOMER]);
    expect(await numbers('salesRep')).toEqual([CUSTOMER]);
    expect((await numbers('admin')).sort()).toEqual([CUSTOMER, OTHER_CUSTOMER]);
    const detail = await call('otherCustomer', 'GET', `/api/customer/${CUSTOMER}`);
    expect(detail.json()).toEqual({ Successful: false, Message: AccountMessage.customerNotFound });
    const own = (await call('customer', 'GET', `/api/customer/${CUSTOMER}`)).json();
    expect(own).toMatchObject({ Permissions: [], PendingPermissionRequests: [] });
    const asRep = (await call('salesRep', 'GET', `/api/customer/${CUSTOMER}`)).json();
    expect(asRep.Permissions.map((p: { UserId: number }) => p.UserId)).toEqual([
      fixture.ids.users.customer,
    ]);
    const asAdmin = (await call('admin', 'GET', `/api/customer/${CUSTOMER}`)).json();
    expect(asAdmin.PendingPermissionRequests).toHaveLength(1);
  });

  it('shows each caller only the sales reps they hold', async () => {
    const list = async (actor: Actor) =>
      (await call(actor, 'GET', '/api/sales-rep')).json().List as Array<{
        Id: string;
        Users: unknown[];
        PendingPermissionRequests: unknown[];
      }>;
    expect(await list('customer')).toEqual([]);
    expect((await list('salesRep')).map((r) => r.Id)).toEqual([SALES_REP]);
    expect((await list('salesRep'))[0]!.Users).toEqual([]);
    const other = (await list('admin')).find((r) => r.Id === OTHER_SALES_REP);
    expect(other!.PendingPermissionRequests).toHaveLength(1);
  });

  it("never shows a caller another user's profile", async () => {
    const { users } = fixture.ids;
    for (const actor of ['otherCustomer', 'salesRep'] as const) {
      const res = await call(actor, 'GET', `/api/user/${users.customer}`);
      expect(res.json()).toEqual({ Successful: false, Message: AccountMessage.userNotFound });
    }
    expect((await call('customer', 'GET', `/api/user/${users.customer}`)).json().UserId).toBe(
      users.customer,
    );
    const reps = await call('customer', 'POST', '/api/user/user_salesreps', {
      UserId: users.salesRep,
    });
    expect(reps.statusCode).toBe(404);
    expect(reps.body).not.toContain(SALES_REP);
  });

  it("never shows a customer another customer's order, invoice or documents", async () => {
    const { order } = fixture.ids;
    const own = await call('customer', 'GET', `/api/order/${order.number}`);
    expect(own.json().CustomerPurchaseOrderNumber).toBe(`PO-${order.number}`);
    for (const url of [
      `/api/order/${order.number}`,
      `/api/order/${order.number}/check`,
      `/api/PDF/PdfInvoiceFromOrder?InvoiceNumber=${order.number}`,
      `/api/order/documents/${order.number}`,
      `/api/order/document/${fixture.ids.documents[0]}?order=${order.number}`,
    ]) {
      const res = await call('otherCustomer', 'GET', url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { Successful: false, Message: 'Order not found' },
      ]);
    }
  });

  it('changes nothing for a caller turned away', async () => {
    const { ids, database } = fixture;
    const { users } = ids;
    const documentsBefore = await database.db
      .select({ id: t.orderDocument.documentId, name: t.orderDocument.name })
      .from(t.orderDocument)
      .where(eq(t.orderDocument.orderId, ids.order.number));
    const tries: Array<[Actor, 'POST' | 'PATCH', string, object?]> = [
      [
        'customer',
        'POST',
        `/api/user/activate/${users.otherCustomer}`,
        { Comment: 'x', Disabled: true },
      ],
      [
        'salesRep',
        'POST',
        '/api/customer/delete',
        { Number: CUSTOMER, UserId: users.customer, Comment: 'x' },
      ],
      [
        'customer',
        'POST',
        '/api/customer/permission-requests/batchRespond',
        { isApproved: true, PermissionIds: [ids.customerRequest] },
      ],
      [
        'salesRep',
        'POST',
        '/api/customer/permission-requests/batchRespond',
        { isApproved: true, PermissionIds: [ids.customerRequest] },
      ],
      [
        'salesRep',
        'POST',
        '/api/sales-rep/permission-requests/batchRespond',
        { isApproved: true, PermissionIds: [ids.salesRepRequest] },
      ],
      [
        'otherCustomer',
        'POST',
        '/api/user/me/add-permissions',
        { userId: users.otherCustomer, customerNumbers: [CUSTOMER] },
      ],
      [
        'deactivated',
        'POST',
        '/api/user/me/permissions-request',
        { customerNumbers: [OTHER_CUSTOMER] },
      ],
      [
        'customer',
        'POST',
        `/api/user/updateprofile/${users.otherCustomer}`,
        { Email: 'x@example.com', Name: 'X', LastName: 'Y' },
      ],
      ['otherCustomer', 'PATCH', `/api/cart/items/${ids.cartLines[0]}`, { quantity: 99 }],
      ['otherCustomer', 'POST', '/api/cart/items/delete', { ids: ids.cartLines }],
      [
        'salesRep',
        'POST',
        `/api/order/document/delete/${ids.documents[0]}?order=${ids.order.number}`,
      ],
      [
        'customer',
        'POST',
        `/api/order/document/clip?order=${ids.order.number}`,
        { documentIds: ids.documents },
      ],
      [
        'otherCustomer',
        'POST',
        `/api/order/document/unclip/${ids.clippedDocument}?order=${ids.order.number}`,
      ],
      [
        'anonymous',
        'POST',
        `/api/order/document/delete/${ids.documents[1]}?order=${ids.order.number}`,
      ],
    ];
    for (const [actor, method, url, payload] of tries) {
      const res = await call(actor, method, url, payload);
      expect([actor, url, res.statusCode >= 400]).toEqual([actor, url, true]);
    }
    const [other] = await database.db
      .select()
      .from(t.appUser)
      .where(eq(t.appUser.userId, users.otherCustomer));
    expect(other).toMatchObject({ disabled: false });
    expect(other!.firstName).not.toBe('X');
    const held = await database.db.select().from(t.userCustomerPermission);
    expect(held.map((p) => [p.userId, p.customerNumber]).sort()).toEqual(
      [
        [users.customer, CUSTOMER],
        [users.otherCustomer, OTHER_CUSTOMER],
      ].sort(),
    );
    const requests = await database.db.select().from(t.permissionRequest);
    expect(requests.map((r) => [r.requestId, r.status]).sort()).toEqual(
      [
        [ids.customerRequest, PermissionRequestStatus.PendingApproval],
        [ids.salesRepRequest, PermissionRequestStatus.PendingApproval],
      ].sort(),
    );
    const lines = await database.db
      .select({ id: t.cartItem.cartItemId, quantity: t.cartItem.quantity })
      .from(t.cartItem);
    expect(lines.filter((l) => ids.cartLines.includes(l.id)).map((l) => l.quantity)).toEqual([
      1, 1, 1,
    ]);
    const documentsAfter = await database.db
      .select({ id: t.orderDocument.documentId, name: t.orderDocument.name })
      .from(t.orderDocument)
      .where(eq(t.orderDocument.orderId, ids.order.number));
    expect(documentsAfter).toEqual(documentsBefore);
  });
});
