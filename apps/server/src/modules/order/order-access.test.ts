import { Role, type OrderSummary } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCustomer, createSalesRep, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { customerAdminViewer } from '../../test/viewers.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import { makeCustomerOrder } from './customer-order-test-data.ts';
import { orderLookup, orderReader } from './order-access.ts';
import { signInActors, type OrderActor } from './order-actors-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from './order-test-data.ts';

type Actor = Exclude<OrderActor, 'twoReps'>;

/** Order calls by order number and PublicKey against every kind of caller (decision 090). */
describe('who may read an order by its number', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  let headers: Record<Actor, Record<string, string>>;
  let guest: { OrderId: number; PublicKey: string };
  let ofCustomer: { OrderId: number; PublicKey: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedCartCatalogue(db);
    // The documents list is a View call: the sales site manages documents (level 3).
    await db
      .update(t.site)
      .set({ manageDocuments: 3 })
      .where(sql`${SALES_HOST} = any(${t.site.hostNames})`);
    await createSalesRep(db, { salesRepNumber: 'R1', name: 'Rep One' });
    await createSalesRep(db, { salesRepNumber: 'R2', name: 'Rep Two' });
    await createCustomer(db, { customerNumber: 'C1', customerName: 'One', salesReps: ['R1'] });
    await createCustomer(db, { customerNumber: 'C2', customerName: 'Two', salesReps: ['R2'] });
    const users: Record<Exclude<Actor, 'anonymous'>, Awaited<ReturnType<typeof createUser>>> = {
      customer: await createUser(db, { roles: [Role.Customer], customers: ['C1'] }),
      otherCustomer: await createUser(db, { roles: [Role.Customer], customers: ['C2'] }),
      salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: ['R1'] }),
      otherSalesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: ['R2'] }),
      admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
      deactivated: await createUser(db, {
        roles: [Role.SalesRep, Role.Customer],
        salesReps: ['R1'],
        customers: ['C1'],
      }),
      withoutOrdersModule: await createUser(db, { roles: [Role.Customer], customers: ['C1'] }),
    };
    app = await buildTestApp(db, undefined, { payments: gateway });
    headers = await signInActors(app, db, users);
    await app.inject({
      method: 'POST',
      url: `/api/user/activate/${users.deactivated.userId}`,
      headers: headers.admin,
      payload: { Comment: 'left the company', Disabled: true },
    });
    const place = async () =>
      placedOrder(
        (
          await submitOrder(
            app,
            guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]),
          )
        ).json(),
      );
    guest = await place();
    ofCustomer = await place();
    await makeCustomerOrder(db, ofCustomer.OrderId, {
      number: 'C1',
      name: 'One',
      salesRep: { number: 'R1', name: 'Rep One' },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, actor: Actor) => app.inject({ url, headers: headers[actor] });
  const calls = (n: number | string) => [
    `/api/order/${n}`,
    `/api/order/${n}/check`,
    `/api/PDF/PdfInvoiceFromOrder/?InvoiceNumber=${n}`,
    `/api/order/documents/${n}`,
  ];
  const actors: Actor[] = [
    'anonymous',
    'customer',
    'otherCustomer',
    'salesRep',
    'otherSalesRep',
    'admin',
    'deactivated',
    'withoutOrdersModule',
  ];

  it.each([
    {
      order: "a customer's order",
      n: () => ofCustomer.OrderId,
      allowed: ['customer', 'salesRep', 'admin'],
    },
    { order: 'a guest order', n: () => guest.OrderId, allowed: ['admin'] },
  ] as const)(
    'opens $order by number to $allowed only, 404 to everyone else',
    async ({ n, allowed }) => {
      for (const url of calls(n()))
        for (const actor of actors) {
          const res = await get(url, actor);
          const expected = (allowed as readonly Actor[]).includes(actor) ? 200 : 404;
          expect([url, actor, res.statusCode]).toEqual([url, actor, expected]);
          if (expected === 404)
            expect(res.json()).toEqual({ Successful: false, Message: 'Order not found' });
        }
    },
  );

  it('gives a refused number the same answer as a number no order has', async () => {
    for (const n of ['0', '99999999', '2147483648', '12ab', '-1'])
      expect((await get(`/api/order/${n}`, 'admin')).json()).toEqual({
        Successful: false,
        Message: 'Order not found',
      });
  });

  it("opens an order by the ERP's sales order number as by its own number, to the same readers", async () => {
    const salesOrderNumber = '3000000042'; // beyond the portal's order numbers
    await database.db
      .update(t.orders)
      .set({ salesOrderNumber })
      .where(eq(t.orders.orderId, ofCustomer.OrderId));
    for (const url of calls(salesOrderNumber))
      for (const actor of actors) {
        const res = await get(url, actor);
        const expected = ['customer', 'salesRep', 'admin'].includes(actor) ? 200 : 404;
        expect([url, actor, res.statusCode]).toEqual([url, actor, expected]);
      }
    expect((await get(`/api/order/${salesOrderNumber}`, 'customer')).json()).toMatchObject({
      OrderId: ofCustomer.OrderId,
      SalesOrderNumber: salesOrderNumber,
    });
    expect((await get(`/api/order/${ofCustomer.OrderId}`, 'customer')).statusCode).toBe(200);
  });

  const read = async (n: number | string, actor: Actor): Promise<OrderSummary> => {
    const res = await get(`/api/order/${n}`, actor);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('shows PO number, Creator and sales rep to the customer, but not the authorisation or comments', async () => {
    const order = await read(ofCustomer.OrderId, 'customer');
    expect(order).toMatchObject({
      ViewedAs: 'customer',
      CustomerNumber: 'C1',
      CustomerPurchaseOrderNumber: `PO-${ofCustomer.OrderId}`,
      Creator: 'Bea Buyer',
      SalesRepName: 'Rep One',
      SalesRepresentatives: [{ SalesRepNumber: 'R1', Name: 'Rep One' }],
      AuthorizationNumber: null,
      TextLines: [],
    });
  });

  it.each([
    ['salesRep', 'sales-rep'],
    ['admin', 'customer-admin'],
  ] as const)('shows the authorisation number and comments to the %s', async (actor, audience) => {
    const order = await read(ofCustomer.OrderId, actor);
    expect(order.ViewedAs).toBe(audience);
    expect(order.AuthorizationNumber).toMatch(/\S/);
    expect(order.TextLines).toEqual(['Leave at the back door']);
    expect(order.Creator).toBe('Bea Buyer');
  });

  it('shows a key holder without account rights on the order what a guest sees', async () => {
    for (const actor of ['anonymous', 'otherCustomer', 'deactivated'] as const) {
      const order = await read(ofCustomer.PublicKey, actor);
      expect([actor, order]).toMatchObject([
        actor,
        {
          ViewedAs: 'guest',
          Creator: null,
          SalesRepresentatives: [],
          AuthorizationNumber: null,
          TextLines: [],
        },
      ]);
    }
  });

  it('shapes a key read for a reader whose account may also see the order', async () => {
    expect((await read(ofCustomer.PublicKey, 'salesRep')).ViewedAs).toBe('sales-rep');
    expect((await read(guest.PublicKey, 'admin')).ViewedAs).toBe('customer-admin');
    expect((await read(guest.PublicKey, 'salesRep')).ViewedAs).toBe('guest');
  });
});

describe('orderReader', () => {
  const viewer = customerAdminViewer();

  it('gives account rights on orders to a complete session that reads the Orders module', () => {
    expect(orderReader(viewer)).toBe(viewer);
    expect(orderLookup(viewer, '42')).not.toBeNull();
  });

  it.each([
    ['still has policy documents to accept', { pendingAcceptance: true }],
    ['must finish the directory sign-up', { needsDirectorySignup: true }],
    [
      'reads Orders below level 9',
      { effectivePermissions: [{ ...viewer.effectivePermissions[0]!, CanRead: 3 }] },
    ],
  ])('gives none to a session that %s: its order numbers find nothing', (_name, change) => {
    const partial = { ...viewer, ...change };
    expect(orderReader(partial)).toBeNull();
    expect(orderLookup(partial, '42')).toBeNull();
    expect(orderLookup(partial, 'abcdefghijklmnopqrstuvwx')).not.toBeNull();
  });
});
