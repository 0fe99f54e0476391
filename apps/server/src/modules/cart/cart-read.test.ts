import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createCacheRegistry } from '../../lib/named-cache.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue } from './cart-test-data.ts';

describe('GET /api/cart', () => {
  let database: TestDatabase;
  let app: App;
  const caches = createCacheRegistry();
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    await database.db.insert(t.supplierLocation).values([
      { supplierLocationId: 1, locationName: 'Reno, NV' },
      { supplierLocationId: 2, locationName: 'Memphis, TN' },
    ]);
    await database.db.insert(t.inventory).values([
      { pcnCatalogNumber: pcn.motor, supplierLocationId: 1, quantityAvailable: 12 },
      { pcnCatalogNumber: pcn.motor, supplierLocationId: 2, quantityAvailable: 5 },
    ]);
    app = await buildTestApp(database.db, caches);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers an empty cart to a visitor without one, and starts none', async () => {
    const visitor = cartVisitor(app);
    const res = await visitor.send('GET', '/api/cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dateCreated: null,
      dateModified: null,
      subTotal: 0,
      taxesCost: 0,
      shippingCost: 0,
      total: 0,
      taxPercentage: 0,
      items: [],
      totalItemsCount: 0,
      shipping: [],
    });
    expect(visitor.token).toBeUndefined();
  });

  it('sums shipping per strategy, lines without one shipping as Parts', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2); // Parts, $50
    await visitor.add(pcn.gasket, 4); // no strategy: Parts, $50
    await visitor.add(pcn.blower, 1); // Freight, $80
    const cart = await visitor.cart();
    expect(cart.shipping).toEqual([
      expect.objectContaining({
        Key: 'Parts',
        ShippingStrategyId: 1,
        SubTotal: 100,
        ShippingCost: 24.95,
      }),
      expect.objectContaining({
        Key: 'Freight',
        ShippingStrategyId: 2,
        SubTotal: 80,
        ShippingCost: 149,
      }),
    ]);
    expect(cart).toMatchObject({
      subTotal: 180,
      shippingCost: 173.95,
      total: 353.95,
      totalItemsCount: 7,
      taxesCost: 0,
      taxPercentage: 0,
    });
  });

  it('narrows the cart to the checkout selection, totals over those lines only', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2);
    const all = (await visitor.add(pcn.blower, 1)).json();
    const motorLine = all.items[0].id;
    const res = await visitor.send('GET', `/api/cart?items=${motorLine}`);
    expect(res.json()).toMatchObject({
      subTotal: 50,
      shippingCost: 12.95,
      total: 62.95,
      totalItemsCount: 2,
    });
    expect(res.json().items).toHaveLength(1);
  });

  it("answers 404 when the selection names another visitor's line", async () => {
    const owner = cartVisitor(app);
    const other = (await owner.add(pcn.motor, 1)).json().items[0].id;
    const visitor = cartVisitor(app);
    const own = (await visitor.add(pcn.blower, 1)).json().items[0].id;
    const res = await visitor.send('GET', `/api/cart?items=${own},${other}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(`Cart line ${other} was not found.`);
  });

  it.each(['abc', '1,,2', '-1', '1;2'])('refuses the selection %s with 400', async (items) => {
    const res = await cartVisitor(app).send('GET', `/api/cart?items=${encodeURIComponent(items)}`);
    expect(res.statusCode).toBe(400);
  });

  it('shows inventory only on a site that shows it', async () => {
    const parts = cartVisitor(app);
    expect((await parts.add(pcn.motor, 1)).json().items[0].inventory).toBeNull();
    const sales = cartVisitor(app, 'sales.localhost');
    const cart = (await sales.add(pcn.motor, 1)).json();
    expect(cart.items[0].inventory).toBe(17);
  });

  it('keeps a line whose model is withdrawn, unpriced and out of the totals', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    await visitor.add(pcn.gasket, 2);
    await database.db
      .update(t.model)
      .set({ visible: false })
      .where(eq(t.model.pcnCatalogNumber, pcn.gasket));
    try {
      // Carts show prices kept for a minute; whatever changes the catalogue clears them.
      expect((await visitor.cart()).items[1]!.status).toBe('Available');
      caches.clear('cart-prices');
      const cart = await visitor.cart();
      expect(cart.items[1]).toMatchObject({
        pcnCatalogNumber: pcn.gasket,
        status: 'Unavailable',
        price: 0,
        totalPrice: 0,
        modelDetails: null,
      });
      expect(cart).toMatchObject({ subTotal: 25, shippingCost: 12.95, total: 37.95 });
    } finally {
      await database.db
        .update(t.model)
        .set({ visible: true })
        .where(eq(t.model.pcnCatalogNumber, pcn.gasket));
    }
  });
});

describe('GET /api/cart/shipping_strategy', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/cart/shipping_strategy${query}`,
      headers: { host: 'localhost' },
    });

  it('answers a strategy with its tiers in order', async () => {
    const res = await get('?strategyId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ShippingStrategyId: 1,
      Name: 'Parts',
      DisplayName: 'Parts',
    });
    expect(
      res
        .json()
        .Costs.map(
          (c: { MinOrderAmount: number; MaxOrderAmount: number | null; ShippingCost: number }) => [
            c.MinOrderAmount,
            c.MaxOrderAmount,
            c.ShippingCost,
          ],
        ),
    ).toEqual([
      [0, 100, 12.95],
      [100, 500, 24.95],
      [500, null, 0],
    ]);
  });

  it('answers 404 for an unknown strategy', async () => {
    const res = await get('?strategyId=77');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Shipping strategy 77 was not found.');
  });

  it.each(['', '?strategyId=x', '?strategyId=0', '?strategyId=1.5'])(
    'refuses %s with 400',
    async (q) => {
      expect((await get(q)).statusCode).toBe(400);
    },
  );

  it('documents every cart endpoint in OpenAPI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/cart'));
    expect(paths.sort()).toEqual([
      '/api/cart',
      '/api/cart/items',
      '/api/cart/items/add',
      '/api/cart/items/delete',
      '/api/cart/items/duplicate',
      '/api/cart/items/{id}',
      '/api/cart/items/{id}/duplicate',
      '/api/cart/prices',
      '/api/cart/shipping_strategy',
    ]);
  });
});
