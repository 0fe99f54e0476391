import { CART_COOKIE, type Cart } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from './cart-test-data.ts';
import {
  agreed,
  dropCarts,
  expectedPrices,
  portalBrowser,
  SALES_HOST,
  seedCustomerPricing,
  type PricingUsers,
} from './customer-test-data.ts';

const pricesOf = (cart: Cart) =>
  Object.fromEntries(cart.items.map((i) => [i.pcnCatalogNumber, [i.originalPrice, i.price]]));

describe('cart prices for a signed-in customer', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  beforeAll(async () => {
    database = await createTestDatabase();
    users = await seedCustomerPricing(database.db);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(() => dropCarts(database.db));

  const models = [pcn.motor, pcn.blower, pcn.gasket, agreed.plain] as const;

  it("prices a customer's lines from their agreement, keeping the list price as originalPrice", async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    for (const model of models) expect((await browser.add(model, 2)).statusCode).toBe(200);
    const cart = await browser.cart();
    expect(pricesOf(cart)).toEqual(
      Object.fromEntries(
        models.map((m) => [m, [expectedPrices[m].list, expectedPrices[m].customer]]),
      ),
    );
    const subTotal = models.reduce((sum, m) => sum + expectedPrices[m].customer * 2, 0);
    expect(cart.subTotal).toBeCloseTo(subTotal, 2);
    expect(cart.items.map((i) => i.totalPrice)).toEqual(
      models.map((m) => Math.round(expectedPrices[m].customer * 200) / 100),
    );
    expect(cart.total).toBeCloseTo(cart.subTotal + cart.shippingCost, 2);
  });

  it('prices the same models at the list price for a guest on the same site', async () => {
    const browser = portalBrowser(app);
    for (const model of models) await browser.add(model, 2);
    const cart = await browser.cart();
    expect(pricesOf(cart)).toEqual(
      Object.fromEntries(models.map((m) => [m, [expectedPrices[m].list, expectedPrices[m].list]])),
    );
  });

  it('prices a sales rep at the list price, as no customer is chosen on the sales site', async () => {
    const browser = portalBrowser(app, SALES_HOST);
    await browser.signIn(users.salesRep);
    await browser.add(pcn.motor, 1);
    expect(pricesOf(await browser.cart())).toEqual({ [pcn.motor]: [25, 25] });
  });

  it('refuses a model whose agreed price is zero, which a guest may still buy', async () => {
    const customer = portalBrowser(app);
    await customer.signIn(users.customer);
    const refused = await customer.add(agreed.netZero, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe(
      `Model ${agreed.netZero} has no online price. Call for pricing.`,
    );
    expect((await customer.cart()).items).toEqual([]);
    const guest = portalBrowser(app);
    expect((await guest.add(agreed.netZero, 1)).statusCode).toBe(200);
  });

  it('keeps a net price from making a model without a list price buyable', async () => {
    const customer = portalBrowser(app);
    await customer.signIn(users.customer);
    expect((await customer.add(pcn.zeroPrice, 1)).statusCode).toBe(422);
  });

  it('prices a quantity change and a duplicate at the customer price too', async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    const [line] = (await browser.add(pcn.blower, 1)).json().items;
    const changed = await browser.send('PATCH', `/api/cart/items/${line.id}`, { quantity: 3 });
    expect(changed.json().items[0]).toMatchObject({ price: 48, totalPrice: 144 });
    const copied = await browser.send('POST', `/api/cart/items/${line.id}/duplicate`);
    expect(copied.json().items.map((i: { price: number }) => i.price)).toEqual([48, 48]);
    expect(copied.json().subTotal).toBe(288);
  });

  it('sets no guest cookie for a signed-in user and ignores one the browser still carries', async () => {
    const guest = portalBrowser(app);
    await guest.add(pcn.gasket, 4);
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    const added = await browser.add(pcn.motor, 1);
    expect(added.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined();
    browser.setCookie(CART_COOKIE, guest.cookie(CART_COOKIE)!);
    expect((await browser.cart()).items.map((i) => i.pcnCatalogNumber)).toEqual([pcn.motor]);
  });
});
