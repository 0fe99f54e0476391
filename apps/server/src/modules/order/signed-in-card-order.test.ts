import { SESSION_COOKIE, type OrderSummary } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
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
});
