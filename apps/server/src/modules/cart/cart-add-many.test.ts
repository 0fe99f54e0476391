import { CART_COOKIE, MAX_CART_LINES, type Cart, type CartItemsAdded } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createModel, createModelTableSection, createProductTree } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';
import { pcn } from './cart-test-data.ts';
import {
  agreed,
  dropCarts,
  expectedPrices,
  portalBrowser,
  seedCustomerPricing,
  type PricingUsers,
} from './customer-test-data.ts';

const lines = (cart: Cart) => cart.items.map((i) => [i.pcnCatalogNumber, i.quantity, i.price]);
const items = (...pairs: [string, number][]) =>
  pairs.map(([pcnCatalogNumber, quantity]) => ({ pcnCatalogNumber, quantity }));

describe('adding several models to the cart at once', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  /** A cart's worth of further models, each sold online. */
  const more: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    users = await seedCustomerPricing(database.db);
    for (let i = 0; i < MAX_CART_LINES; i += 1)
      more.push(
        (await createModel(database.db, { pcnCatalogNumber: `130-${1000 + i}` })).pcnCatalogNumber,
      );
    const tree = await createProductTree(database.db);
    await createModelTableSection(database.db, tree.product.productId, more);
    await rebuildSearchIndex(database.db);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(() => dropCarts(database.db));

  const addMany = async (
    browser: ReturnType<typeof portalBrowser>,
    body: ReturnType<typeof items>,
  ) => {
    const res = await browser.send('POST', '/api/cart/items/add', { items: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartItemsAdded;
  };

  it("adds each model at the customer's price, merged into its line, and says why not for the rest", async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    await browser.add(pcn.motor, 1);
    const answer = await addMany(
      browser,
      items(
        [pcn.motor, 2],
        [pcn.blower, 1],
        [pcn.notOnline, 1],
        [agreed.netZero, 1],
        ['NO-SUCH-PART', 1],
        [pcn.gasket, 3],
      ),
    );
    expect(lines(answer.cart)).toEqual([
      [pcn.motor, 3, expectedPrices[pcn.motor].customer],
      [pcn.blower, 1, expectedPrices[pcn.blower].customer],
      [pcn.gasket, 3, expectedPrices[pcn.gasket].customer],
    ]);
    expect(answer.refused).toEqual([
      {
        pcnCatalogNumber: pcn.notOnline,
        quantity: 1,
        reason: `Model ${pcn.notOnline} is not sold online.`,
      },
      {
        pcnCatalogNumber: agreed.netZero,
        quantity: 1,
        reason: `Model ${agreed.netZero} has no online price. Call for pricing.`,
      },
      {
        pcnCatalogNumber: 'NO-SUCH-PART',
        quantity: 1,
        reason: 'Model NO-SUCH-PART was not found.',
      },
    ]);
    expect(lines(await browser.cart())).toEqual(lines(answer.cart));
  });

  it('starts a guest cart with the first model it can add and keeps adding to it', async () => {
    const guest = portalBrowser(app);
    const answer = await addMany(guest, items([pcn.hidden, 1], [pcn.motor, 1], [pcn.gasket, 2]));
    expect(lines(answer.cart)).toEqual([
      [pcn.motor, 1, expectedPrices[pcn.motor].list],
      [pcn.gasket, 2, expectedPrices[pcn.gasket].list],
    ]);
    expect(guest.cookie(CART_COOKIE)).toBeDefined();
    expect(lines(await guest.cart())).toEqual(lines(answer.cart));
  });

  it('answers the cart as it was when nothing could be added', async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    const answer = await addMany(browser, items([pcn.hidden, 1]));
    expect(answer.cart.items).toEqual([]);
    expect(answer.refused.map((r) => r.reason)).toEqual([`Model ${pcn.hidden} was not found.`]);
  });

  it('fills the cart to its last line and refuses what has no room, merging still', async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    const full = await addMany(
      browser,
      items(...more.slice(0, MAX_CART_LINES - 1).map((p): [string, number] => [p, 1])),
    );
    expect(full.cart.items).toHaveLength(MAX_CART_LINES - 1);
    const answer = await addMany(browser, items([pcn.motor, 1], [pcn.blower, 1], [more[0]!, 4]));
    expect(answer.cart.items).toHaveLength(MAX_CART_LINES);
    expect(answer.cart.items.find((i) => i.pcnCatalogNumber === more[0])?.quantity).toBe(5);
    expect(answer.refused).toEqual([
      {
        pcnCatalogNumber: pcn.blower,
        quantity: 1,
        reason: `A cart may hold at most ${MAX_CART_LINES} lines.`,
      },
    ]);
  });

  it('refuses more than a line may hold, keeping the line as it was', async () => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    await browser.add(pcn.motor, 9990);
    const answer = await addMany(browser, items([pcn.motor, 10], [pcn.gasket, 1]));
    expect(lines(answer.cart).map(([p, q]) => [p, q])).toEqual([
      [pcn.motor, 9990],
      [pcn.gasket, 1],
    ]);
    expect(answer.refused.map((r) => r.reason)).toEqual([
      `The cart already holds 9990 of ${pcn.motor}; a line may hold at most 9999.`,
    ]);
  });

  it.each([
    ['no lines', () => [], 'Add at least one line'],
    [
      'a model named twice',
      () => items([pcn.motor, 1], [pcn.motor, 2]),
      'A catalog number is named twice',
    ],
    [
      'a quantity over the limit',
      () => items([pcn.motor, 10_000]),
      'Quantity must be at most 9999',
    ],
    [
      'more lines than a cart holds',
      () => items(...more.map((p): [string, number] => [p, 1]), [pcn.motor, 1]),
      `At most ${MAX_CART_LINES} lines at once`,
    ],
  ])('refuses %s and adds nothing', async (_, body, message) => {
    const browser = portalBrowser(app);
    await browser.signIn(users.customer);
    const res = await browser.send('POST', '/api/cart/items/add', { items: body() });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(message);
    expect((await browser.cart()).items).toEqual([]);
  });
});
