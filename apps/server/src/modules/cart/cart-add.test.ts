import { createHash } from 'node:crypto';
import type { Cart } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createModels } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue } from './cart-test-data.ts';

describe('POST /api/cart/items', () => {
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

  const cartRows = () => database.db.select().from(t.cart);

  it('starts a guest cart behind an HttpOnly cookie and keeps only the hash of its token', async () => {
    const visitor = cartVisitor(app);
    const res = await visitor.add(pcn.motor, 2);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'portal_cart')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = createHash('sha256').update(cookie.value).digest('hex');
    const rows = await cartRows();
    expect(rows.some((r) => r.guestTokenHash === hash)).toBe(true);
    expect(rows.some((r) => r.guestTokenHash === cookie.value)).toBe(false);
  });

  it('prices the line on the server at the list price', async () => {
    const visitor = cartVisitor(app);
    const cart: Cart = (await visitor.add(pcn.motor, 3)).json();
    expect(cart.items).toEqual([
      expect.objectContaining({
        pcnCatalogNumber: pcn.motor,
        fingoodTpiMfgMod: 'HDU-30-MTR',
        quantity: 3,
        price: 25,
        originalPrice: 25,
        totalPrice: 75,
        status: 'Available',
        imgThumbnail: expect.stringMatching(/^\/files\/images\//),
        inventory: null,
      }),
    ]);
    expect(cart).toMatchObject({ subTotal: 75, totalItemsCount: 3, taxesCost: 0 });
    expect(cart.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(new Date(cart.dateModified!).getTime()).toBeGreaterThanOrEqual(
      new Date(cart.dateCreated!).getTime(),
    );
  });

  it('ignores a price sent along with the line', async () => {
    const visitor = cartVisitor(app);
    const res = await visitor.send('POST', '/api/cart/items', {
      pcnCatalogNumber: pcn.motor,
      quantity: 1,
      price: 0.01,
    });
    expect(res.json().items[0].price).toBe(25);
  });

  it('merges a model already in the cart into its line', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2);
    await visitor.add(pcn.blower, 1);
    const cart: Cart = (await visitor.add(pcn.motor, 5)).json();
    expect(cart.items.map((i) => [i.pcnCatalogNumber, i.quantity])).toEqual([
      [pcn.motor, 7],
      [pcn.blower, 1],
    ]);
  });

  it('merges concurrent adds of one visitor into one line without losing any', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.blower, 1);
    await Promise.all(Array.from({ length: 20 }, () => visitor.add(pcn.motor, 2)));
    const cart = await visitor.cart();
    expect(cart.items.map((i) => [i.pcnCatalogNumber, i.quantity])).toEqual([
      [pcn.blower, 1],
      [pcn.motor, 40],
    ]);
  });

  it.each([
    [
      'a zero quantity',
      { pcnCatalogNumber: pcn.motor, quantity: 0 },
      'Quantity must be at least 1',
    ],
    ['a negative quantity', { pcnCatalogNumber: pcn.motor, quantity: -2 }, 'at least 1'],
    ['a fractional quantity', { pcnCatalogNumber: pcn.motor, quantity: 1.5 }, 'whole number'],
    ['a huge quantity', { pcnCatalogNumber: pcn.motor, quantity: 1e12 }, 'at most 9999'],
    ['a quantity as text', { pcnCatalogNumber: pcn.motor, quantity: '2' }, 'Quantity'],
    ['no catalogue number', { quantity: 1 }, 'Catalog number is required'],
    [
      'an over-long catalogue number',
      { pcnCatalogNumber: '9'.repeat(41), quantity: 1 },
      'too long',
    ],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.gasket, 1);
    const res = await visitor.send('POST', '/api/cart/items', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Successful: false });
    expect(res.json().Message).toContain(message);
    const cart = await visitor.cart();
    expect(cart.items.map((i) => [i.pcnCatalogNumber, i.quantity])).toEqual([[pcn.gasket, 1]]);
  });

  it.each([
    ['unknown', '999-9999'],
    ['hidden', pcn.hidden],
    ['preview-only', pcn.preview],
    ['unplaced', pcn.unplaced],
    ['other-catalogue', pcn.otherCatalogue],
  ])('answers 404 for an %s model without starting a cart', async (_, catalogNumber) => {
    const before = (await cartRows()).length;
    const visitor = cartVisitor(app);
    const res = await visitor.add(catalogNumber, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Successful: false,
      Message: `Model ${catalogNumber} was not found.`,
    });
    expect(visitor.token).toBeUndefined();
    expect((await cartRows()).length).toBe(before);
  });

  it.each([
    [pcn.zeroPrice, `Model ${pcn.zeroPrice} has no online price. Call for pricing.`],
    [pcn.noPrice, `Model ${pcn.noPrice} has no online price. Call for pricing.`],
    [pcn.notOnline, `Model ${pcn.notOnline} is not sold online.`],
  ])('refuses %s with 422: %s', async (catalogNumber, message) => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.gasket, 1);
    const res = await visitor.add(catalogNumber, 1);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ Successful: false, Message: message });
    expect((await visitor.cart()).items).toHaveLength(1);
  });

  it('refuses a merge beyond 9999 units and keeps the line as it was', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 9990);
    const res = await visitor.add(pcn.motor, 10);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(
      `The cart already holds 9990 of ${pcn.motor}; a line may hold at most 9999.`,
    );
    expect((await visitor.cart()).items[0]!.quantity).toBe(9990);
  });

  it('refuses a 101st line with 409', async () => {
    const many = await createModels(database.db, 101, 'ZZ', { visible: false });
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    const cartId = (await cartRows()).at(-1)!.cartId;
    // Fill the cart directly: 99 more lines reach the limit of 100.
    await database.db
      .insert(t.cartItem)
      .values(many.slice(0, 99).map((m) => ({ cartId, pcnCatalogNumber: m.pcn, quantity: 1 })));
    const res = await visitor.add(pcn.blower, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('A cart may hold at most 100 lines.');
    expect((await visitor.cart()).items.some((i) => i.pcnCatalogNumber === pcn.blower)).toBe(false);
    // Merging into a line already there needs no new line.
    expect((await visitor.add(pcn.motor, 1)).statusCode).toBe(200);
  });

  it('never adopts a token the server did not issue', async () => {
    const visitor = cartVisitor(app);
    const forged = 'A'.repeat(43);
    visitor.token = forged;
    await visitor.add(pcn.motor, 1);
    expect(visitor.token).not.toBe(forged);
    const hash = createHash('sha256').update(forged).digest('hex');
    expect((await cartRows()).some((r) => r.guestTokenHash === hash)).toBe(false);
  });

  it('keeps carts of different sites apart', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    const sales = cartVisitor(app, 'sales.localhost');
    sales.token = visitor.token;
    expect((await sales.cart()).items).toEqual([]);
  });

  it('refuses a site without pricing with 403', async () => {
    const visitor = cartVisitor(app, 'editor.localhost');
    const res = await visitor.add(pcn.motor, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('The cart is not available on this site.');
    expect((await visitor.send('GET', '/api/cart')).statusCode).toBe(403);
  });
});
