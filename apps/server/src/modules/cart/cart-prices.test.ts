import type { CartModelPrice } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from './cart-test-data.ts';
import {
  agreed,
  CUSTOMERS_HOST,
  expectedPrices,
  portalBrowser,
  seedCustomerPricing,
  type PricingUsers,
} from './customer-test-data.ts';

/** GET /api/cart/prices: what a new line of each model would cost the requester. */
describe('prices for new cart lines', () => {
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

  const asked = [pcn.motor, pcn.gasket, agreed.netZero, pcn.noPrice, pcn.notOnline];
  const pricesFor = async (
    browser: ReturnType<typeof portalBrowser>,
    pcns: readonly string[] = asked,
  ) => {
    const res = await browser.send('GET', `/api/cart/prices?pcns=${pcns.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const data = (res.json() as { Data: CartModelPrice[] }).Data;
    return Object.fromEntries(data.map((p) => [p.PcnCatalogNumber, [p.Price, p.Status]]));
  };

  it("answers a signed-in customer's agreement prices, as their cart prices a line", async () => {
    const browser = portalBrowser(app, CUSTOMERS_HOST);
    await browser.signIn(users.customer);
    expect(await pricesFor(browser)).toEqual({
      [pcn.motor]: [expectedPrices[pcn.motor].customer, 'Available'],
      [pcn.gasket]: [expectedPrices[pcn.gasket].customer, 'Available'],
      // A net price of zero is theirs alone: Call for Pricing, not the list price.
      [agreed.netZero]: [0, 'Call for Pricing'],
      [pcn.noPrice]: [0, 'Call for Pricing'],
      [pcn.notOnline]: [0, 'Unavailable'],
    });
    await browser.add(pcn.motor, 1);
    expect((await browser.cart()).items[0]!.price).toBe(expectedPrices[pcn.motor].customer);
  });

  it('answers the list price to a guest on the same site', async () => {
    const prices = await pricesFor(portalBrowser(app, CUSTOMERS_HOST));
    expect(prices[pcn.motor]).toEqual([expectedPrices[pcn.motor].list, 'Available']);
    expect(prices[agreed.netZero]).toEqual([40, 'Available']);
  });

  it('leaves out hidden and unknown models', async () => {
    const prices = await pricesFor(portalBrowser(app, CUSTOMERS_HOST), [
      pcn.motor,
      pcn.hidden,
      'NO-SUCH-1',
    ]);
    expect(Object.keys(prices)).toEqual([pcn.motor]);
  });

  it.each([
    ['', 'Name at least one catalog number'],
    [',,', 'Name at least one catalog number'],
    [Array.from({ length: 51 }, (_, i) => `M-${i}`).join(','), 'At most 50 catalog numbers'],
  ])('rejects pcns=%j with a 400 saying why', async (pcns, message) => {
    const res = await app.inject({
      url: `/api/cart/prices?pcns=${encodeURIComponent(pcns)}`,
      headers: { host: CUSTOMERS_HOST },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(message);
  });
});
