import type { Cart } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue, type CartVisitor } from './cart-test-data.ts';

const lines = (cart: Cart) => cart.items.map((i) => [i.pcnCatalogNumber, i.quantity]);

describe('cart lines', () => {
  let database: TestDatabase;
  let app: App;
  let visitor: CartVisitor;
  let ids: number[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2);
    await visitor.add(pcn.blower, 1);
    ids = (await visitor.add(pcn.gasket, 4)).json().items.map((i: { id: number }) => i.id);
  });

  it('changes the quantity of a line', async () => {
    const res = await visitor.send('PATCH', `/api/cart/items/${ids[0]}`, { quantity: 6 });
    expect(res.statusCode).toBe(200);
    expect(lines(res.json())).toEqual([
      [pcn.motor, 6],
      [pcn.blower, 1],
      [pcn.gasket, 4],
    ]);
    expect(res.json().subTotal).toBe(6 * 25 + 80 + 4 * 12.5);
  });

  it('puts another model on a line', async () => {
    const res = await visitor.send('PATCH', `/api/cart/items/${ids[2]}`, {
      pcnCatalogNumber: pcn.blower,
    });
    expect(lines(res.json())).toEqual([
      [pcn.motor, 2],
      [pcn.blower, 1],
      [pcn.blower, 4],
    ]);
  });

  it('refuses to put a Call for Pricing model on a line', async () => {
    const res = await visitor.send('PATCH', `/api/cart/items/${ids[2]}`, {
      pcnCatalogNumber: pcn.zeroPrice,
    });
    expect(res.statusCode).toBe(422);
    expect(lines(await visitor.cart())[2]).toEqual([pcn.gasket, 4]);
  });

  it('deletes one line', async () => {
    const res = await visitor.send('DELETE', `/api/cart/items/${ids[1]}`);
    expect(lines(res.json())).toEqual([
      [pcn.motor, 2],
      [pcn.gasket, 4],
    ]);
  });

  it('deletes the selected lines', async () => {
    const res = await visitor.send('POST', '/api/cart/items/delete', { ids: [ids[0], ids[2]] });
    expect(lines(res.json())).toEqual([[pcn.blower, 1]]);
  });

  it('saves a copy of a line as a new line', async () => {
    const res = await visitor.send('POST', `/api/cart/items/${ids[0]}/duplicate`);
    const cart: Cart = res.json();
    expect(lines(cart)).toEqual([
      [pcn.motor, 2],
      [pcn.blower, 1],
      [pcn.gasket, 4],
      [pcn.motor, 2],
    ]);
    expect(cart.items[3]!.id).toBeGreaterThan(ids[2]!);
  });

  it('merges a later add into the oldest copy once the first line is deleted', async () => {
    await visitor.send('POST', `/api/cart/items/${ids[0]}/duplicate`);
    await visitor.send('DELETE', `/api/cart/items/${ids[0]}`);
    const res = await visitor.add(pcn.motor, 5);
    expect(lines(res.json())).toEqual([
      [pcn.blower, 1],
      [pcn.gasket, 4],
      [pcn.motor, 7],
    ]);
  });

  it('keeps merging into the first line of a model after another line takes that model', async () => {
    await visitor.send('PATCH', `/api/cart/items/${ids[2]}`, { pcnCatalogNumber: pcn.motor });
    const res = await visitor.add(pcn.motor, 1);
    expect(lines(res.json())).toEqual([
      [pcn.motor, 3],
      [pcn.blower, 1],
      [pcn.motor, 4],
    ]);
  });

  it('copies the selected lines in the order given', async () => {
    const res = await visitor.send('POST', '/api/cart/items/duplicate', { ids: [ids[2], ids[1]] });
    expect(lines(res.json()).slice(3)).toEqual([
      [pcn.gasket, 4],
      [pcn.blower, 1],
    ]);
  });

  it('refuses to copy a line whose model is no longer sold, and copies nothing', async () => {
    await database.db
      .update(t.model)
      .set({ totalList: 0 })
      .where(eq(t.model.pcnCatalogNumber, pcn.gasket));
    try {
      const res = await visitor.send('POST', '/api/cart/items/duplicate', {
        ids: [ids[0], ids[2]],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().Message).toBe(`Model ${pcn.gasket} has no online price. Call for pricing.`);
      expect((await visitor.cart()).items).toHaveLength(3);
    } finally {
      await database.db
        .update(t.model)
        .set({ totalList: 12.5 })
        .where(eq(t.model.pcnCatalogNumber, pcn.gasket));
    }
  });

  describe("another visitor's lines", () => {
    let stranger: CartVisitor;
    beforeEach(async () => {
      stranger = cartVisitor(app);
      await stranger.add(pcn.gasket, 1);
    });

    it.each([
      ['PATCH', (id: number) => `/api/cart/items/${id}`, { quantity: 9 }],
      ['DELETE', (id: number) => `/api/cart/items/${id}`, undefined],
      ['POST', (id: number) => `/api/cart/items/${id}/duplicate`, undefined],
    ] as const)('answer 404 to %s and stay as they were', async (method, url, body) => {
      const res = await stranger.send(method, url(ids[0]!), body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        Successful: false,
        Message: `Cart line ${ids[0]} was not found.`,
      });
      expect(lines(await visitor.cart())[0]).toEqual([pcn.motor, 2]);
      expect(lines(await stranger.cart())).toEqual([[pcn.gasket, 1]]);
    });

    it('spoil a whole selection: nothing is deleted or copied', async () => {
      const own = (await stranger.cart()).items[0]!.id;
      for (const path of ['/api/cart/items/delete', '/api/cart/items/duplicate']) {
        const res = await stranger.send('POST', path, { ids: [own, ids[1]] });
        expect(res.statusCode).toBe(404);
      }
      expect(lines(await stranger.cart())).toEqual([[pcn.gasket, 1]]);
      expect(await visitor.cart().then((c) => c.items.length)).toBe(3);
    });

    it('are not found by a visitor without a cart', async () => {
      const newcomer = cartVisitor(app);
      const res = await newcomer.send('DELETE', `/api/cart/items/${ids[0]}`);
      expect(res.statusCode).toBe(404);
      expect(newcomer.token).toBeUndefined();
    });
  });

  it.each([
    ['a malformed id', 'PATCH', '/api/cart/items/abc', { quantity: 1 }],
    ['a negative id', 'DELETE', '/api/cart/items/-4', undefined],
    ['an id too large', 'DELETE', '/api/cart/items/99999999999', undefined],
    ['a zero quantity', 'PATCH', '/api/cart/items/ID', { quantity: 0 }],
    ['a negative quantity', 'PATCH', '/api/cart/items/ID', { quantity: -1 }],
    ['a huge quantity', 'PATCH', '/api/cart/items/ID', { quantity: 100000 }],
    ['an empty change', 'PATCH', '/api/cart/items/ID', {}],
    ['an empty selection', 'POST', '/api/cart/items/delete', { ids: [] }],
    ['malformed ids', 'POST', '/api/cart/items/duplicate', { ids: ['x'] }],
    ['a repeated id', 'POST', '/api/cart/items/delete', { ids: ['ID', 'ID'] }],
  ] as const)('refuses %s with 400 and changes nothing', async (_, method, url, body) => {
    const id = String(ids[0]);
    const payload = body && JSON.parse(JSON.stringify(body).replaceAll('"ID"', id));
    const res = await visitor.send(method, url.replace('ID', id), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().Successful).toBe(false);
    expect(lines(await visitor.cart())).toEqual([
      [pcn.motor, 2],
      [pcn.blower, 1],
      [pcn.gasket, 4],
    ]);
  });
});
