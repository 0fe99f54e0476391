import { CART_COOKIE, MAX_CART_ITEM_QUANTITY, type Cart } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from './cart-test-data.ts';
import {
  dropCarts,
  portalBrowser,
  seedCustomerPricing,
  type PricingUsers,
} from './customer-test-data.ts';
import { readVisitorCartLines } from './service.ts';

const linesOf = (cart: Cart) => cart.items.map((i) => [i.pcnCatalogNumber, i.quantity]);

describe('the signed-in cart', () => {
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

  it("merges the guest cart into the user's at sign-in, quantities of a model added up", async () => {
    const earlier = portalBrowser(app);
    await earlier.signIn(users.customer);
    await earlier.add(pcn.motor, 3);
    await earlier.add(pcn.blower, 1);

    const browser = portalBrowser(app);
    await browser.add(pcn.motor, 2);
    await browser.add(pcn.gasket, 1);
    const guestToken = browser.cookie(CART_COOKIE)!;
    const login = await browser.signIn(users.customer);
    const cleared = login.cookies.find((c) => c.name === CART_COOKIE);
    expect(cleared?.value).toBe('');
    expect(linesOf(await browser.cart())).toEqual([
      [pcn.motor, 5],
      [pcn.blower, 1],
      [pcn.gasket, 1],
    ]);
    expect(linesOf(await earlier.cart())).toEqual(linesOf(await browser.cart()));

    const stale = portalBrowser(app);
    stale.setCookie(CART_COOKIE, guestToken);
    expect((await stale.cart()).items).toEqual([]);
  });

  it('turns the guest cart into the user cart when the user has none, copies kept apart', async () => {
    const browser = portalBrowser(app);
    const [line] = (await browser.add(pcn.motor, 2)).json().items;
    await browser.send('POST', `/api/cart/items/${line.id}/duplicate`);
    await browser.signIn(users.otherCustomer);
    expect(linesOf(await browser.cart())).toEqual([
      [pcn.motor, 2],
      [pcn.motor, 2],
    ]);
    // The merged merge line still takes the next add of its model.
    expect(linesOf((await browser.add(pcn.motor, 1)).json())).toEqual([
      [pcn.motor, 3],
      [pcn.motor, 2],
    ]);
  });

  it('caps a merged line at the most a line may hold', async () => {
    const earlier = portalBrowser(app);
    await earlier.signIn(users.customer);
    await earlier.add(pcn.motor, MAX_CART_ITEM_QUANTITY - 1);
    const browser = portalBrowser(app);
    await browser.add(pcn.motor, 5);
    await browser.signIn(users.customer);
    expect(linesOf(await browser.cart())).toEqual([[pcn.motor, MAX_CART_ITEM_QUANTITY]]);
  });

  it("keeps the user's cart for the next sign-in and starts a fresh guest cart after sign-out", async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    await browser.add(pcn.blower, 2);
    await browser.signOut();
    expect((await browser.cart()).items).toEqual([]);
    await browser.add(pcn.gasket, 1);
    expect(linesOf(await browser.cart())).toEqual([[pcn.gasket, 1]]);
    await browser.signIn(users.customer);
    expect(linesOf(await browser.cart())).toEqual([
      [pcn.blower, 2],
      [pcn.gasket, 1],
    ]);
  });

  it("never shows or changes another user's cart", async () => {
    const alice = portalBrowser(app);
    await alice.signIn(users.customer);
    const [line] = (await alice.add(pcn.motor, 2)).json().items;
    const bob = portalBrowser(app);
    await bob.signIn(users.otherCustomer);
    expect((await bob.cart()).items).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/cart/items/${line.id}`, { quantity: 9 }],
      ['DELETE', `/api/cart/items/${line.id}`, undefined],
      ['POST', `/api/cart/items/${line.id}/duplicate`, undefined],
      ['POST', '/api/cart/items/delete', { ids: [line.id] }],
      ['GET', `/api/cart?items=${line.id}`, undefined],
    ] as const) {
      const res = await bob.send(method, url, body);
      expect([url, res.statusCode, res.json().Message]).toEqual([
        url,
        404,
        `Cart line ${line.id} was not found.`,
      ]);
    }
    expect(linesOf(await alice.cart())).toEqual([[pcn.motor, 2]]);
  });

  it("keeps a user's cart from a guest, even one holding the user's old guest cookie", async () => {
    const browser = portalBrowser(app);
    await browser.add(pcn.gasket, 1);
    const token = browser.cookie(CART_COOKIE)!;
    await browser.signIn(users.customer);
    const guest = portalBrowser(app);
    guest.setCookie(CART_COOKIE, token);
    expect((await guest.cart()).items).toEqual([]);
  });

  it("gives an order the signed-in user's lines, not the cookie's", async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    await browser.add(pcn.blower, 4);
    const site = (await browser.send('GET', '/api/site')).json();
    const found = await readVisitorCartLines(
      database.db,
      site,
      {},
      { userId: users.customer.userId },
    );
    expect(found?.lines.map((l) => [l.pcnCatalogNumber, l.quantity])).toEqual([[pcn.blower, 4]]);
  });
});
