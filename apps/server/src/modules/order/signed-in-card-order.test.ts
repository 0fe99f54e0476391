import { Role, SESSION_COOKIE, type OrderSummary } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createUser } from '../../test/account-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import {
  CUSTOMERS_HOST,
  expectedPrices,
  portalBrowser,
  seedCustomerPricing,
  type PricingUsers,
} from '../cart/customer-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from './order-test-data.ts';

describe('a signed-in customer paying by card', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  const gateway = testGateway();

  /** Signs `user` in on `host` and places a card order for one motor with their session. */
  async function orderAs(user: { username: string; password: string }, host = CUSTOMERS_HOST) {
    const session = await signIn(app, user.username, user.password, host);
    const res = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 2 }]),
      { host, cookie: session.cookie.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    return { ...placedOrder(res.json()), session };
  }

  /** GET /api/order/{n} as the holder of `headers` (a session's cookie, or none). */
  const readOrder = (n: string | number, headers: Record<string, string> = {}) =>
    app.inject({
      url: `/api/order/${n}`,
      headers: { host: CUSTOMERS_HOST, ...headers },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    users = await seedCustomerPricing(database.db);
    app = await buildTestApp(database.db, undefined, { payments: gateway });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("is charged their customer's prices and their own cart loses the ordered lines", async () => {
    const browser = portalBrowser(app, CUSTOMERS_HOST);
    await browser.signIn(users.customer);
    await browser.add(pcn.motor, 2);
    await browser.add(pcn.gasket, 1);
    const cart = await browser.cart();
    const motorLine = cart.items.find((i) => i.pcnCatalogNumber === pcn.motor)!;

    const res = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 2 }], {
        CartItemIds: [motorLine.id],
      }),
      { host: CUSTOMERS_HOST, cookie: `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { PublicKey } = placedOrder(res.json());
    const order: OrderSummary = (
      await app.inject({ url: `/api/order/${PublicKey}`, headers: { host: CUSTOMERS_HOST } })
    ).json();
    expect(order.Items.map((i) => [i.MaterialNumber, i.Price, i.TotalPrice])).toEqual([
      [pcn.motor, expectedPrices[pcn.motor].customer, expectedPrices[pcn.motor].customer * 2],
    ]);
    expect(order.SubTotal).toBe(expectedPrices[pcn.motor].customer * 2);

    expect((await browser.cart()).items.map((i) => i.pcnCatalogNumber)).toEqual([pcn.gasket]);
  });

  it('charges a guest on the same site the list price', async () => {
    const res = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]),
      { host: CUSTOMERS_HOST },
    );
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderSummary = (
      await app.inject({
        url: `/api/order/${placedOrder(res.json()).PublicKey}`,
        headers: { host: CUSTOMERS_HOST },
      })
    ).json();
    expect(order.Items[0]!.Price).toBe(expectedPrices[pcn.motor].list);
  });

  it('records the user as creator and the customer whose prices applied, with its sales reps', async () => {
    const { OrderId, session } = await orderAs(users.customer);
    const res = await readOrder(OrderId, session.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderSummary = res.json();
    expect(order).toMatchObject({
      ViewedAs: 'customer',
      CustomerNumber: 'C1',
      CustomerName: 'Acme',
      Creator: `${users.customer.firstName} ${users.customer.lastName}`,
      CreatorUsername: users.customer.username,
      CustomerPurchaseOrderNumber: 'ReplacementParts',
      SalesRepresentatives: [{ SalesRepNumber: 'R1', Name: 'Rep One' }],
    });
    // Charged the agreement's price, the same the cart shows, never the list price.
    const price = expectedPrices[pcn.motor];
    expect(order.Items.map((i) => [i.Price, i.TotalPrice])).toEqual([
      [price.customer, price.customer * 2],
    ]);
    expect(order.SubTotal).toBe(price.customer * 2);
    expect(order.Total).toBe(order.SubTotal + order.ShippingCost);
  });

  it("is read by number by the customer's users and sales rep, not by another customer", async () => {
    const { OrderId } = await orderAs(users.customer);
    const colleague = await createUser(database.db, { roles: [Role.Customer], customers: ['C1'] });
    const readers = {
      colleague: await signIn(app, colleague.username, colleague.password, CUSTOMERS_HOST),
      otherCustomer: await signIn(
        app,
        users.otherCustomer.username,
        users.otherCustomer.password,
        CUSTOMERS_HOST,
      ),
      salesRep: await signIn(app, users.salesRep.username, users.salesRep.password, SALES_HOST),
    };
    expect((await readOrder(OrderId, readers.colleague.cookie)).json()).toMatchObject({
      ViewedAs: 'customer',
      CustomerNumber: 'C1',
    });
    const rep = await app.inject({
      url: `/api/order/${OrderId}`,
      headers: readers.salesRep.cookie,
    });
    expect(rep.json()).toMatchObject({ ViewedAs: 'sales-rep', CustomerNumber: 'C1' });

    const other = await readOrder(OrderId, readers.otherCustomer.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ Successful: false, Message: 'Order not found' });
    expect((await readOrder(OrderId)).statusCode).toBe(404);
  });

  it('lets a signed-in user of no pricing customer read the order they placed, and no one else', async () => {
    const rep = await createUser(database.db, { roles: [Role.SalesRep], salesReps: ['R1'] });
    const { OrderId } = await orderAs(rep, SALES_HOST);
    const own = await app.inject({
      url: `/api/order/${OrderId}`,
      headers: (await signIn(app, rep.username, rep.password, SALES_HOST)).cookie,
    });
    expect(own.json()).toMatchObject({
      ViewedAs: 'sales-rep',
      CustomerNumber: null,
      CreatorUsername: rep.username,
      Items: [{ Price: expectedPrices[pcn.motor].list }],
    });
    const sameRep = await signIn(app, users.salesRep.username, users.salesRep.password, SALES_HOST);
    const other = await app.inject({ url: `/api/order/${OrderId}`, headers: sameRep.cookie });
    expect(other.statusCode).toBe(404);
  });

  it('keeps a guest order without customer or creator, even on the customer portal', async () => {
    const res = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]),
      { host: CUSTOMERS_HOST },
    );
    const { OrderId, PublicKey } = placedOrder(res.json());
    const admin = await signIn(app, users.admin.username, users.admin.password, CUSTOMERS_HOST);
    expect((await readOrder(OrderId, admin.cookie)).json()).toMatchObject({
      ViewedAs: 'customer-admin',
      CustomerNumber: null,
      CustomerName: null,
      Creator: null,
      CreatorUsername: null,
      SalesRepresentatives: [],
    });
    expect((await readOrder(PublicKey)).json()).toMatchObject({ ViewedAs: 'guest', Creator: null });
    const customer = await signIn(
      app,
      users.customer.username,
      users.customer.password,
      CUSTOMERS_HOST,
    );
    expect((await readOrder(OrderId, customer.cookie)).statusCode).toBe(404);
  });
});
