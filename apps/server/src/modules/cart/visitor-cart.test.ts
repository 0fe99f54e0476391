import type { Site } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue } from './cart-test-data.ts';
import { readVisitorCartLines, removeCartLines } from './service.ts';

describe('cart lines for an order', () => {
  let database: TestDatabase;
  let app: App;
  let site: Site;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db);
    site = (await app.inject({ url: '/api/site', headers: { host: 'localhost' } })).json();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const cookiesOf = (token: string | undefined) => ({ portal_cart: token });

  it("reads the requesting visitor's lines from the cookie", async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2);
    const ids = (await visitor.add(pcn.blower, 3)).json().items.map((i: { id: number }) => i.id);
    const found = await readVisitorCartLines(database.db, site, cookiesOf(visitor.token));
    expect(found).toEqual({
      cartId: expect.any(Number),
      lines: [
        { id: ids[0], pcnCatalogNumber: pcn.motor, quantity: 2 },
        { id: ids[1], pcnCatalogNumber: pcn.blower, quantity: 3 },
      ],
    });
  });

  it('finds no cart without a cookie, with a forged one, or on another site', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    expect(await readVisitorCartLines(database.db, site, {})).toBeNull();
    expect(await readVisitorCartLines(database.db, site, cookiesOf('B'.repeat(43)))).toBeNull();
    const other = await createSite(database.db, { name: 'other', hasPricing: true });
    const otherSite = { ...site, SiteId: other.siteId };
    expect(await readVisitorCartLines(database.db, otherSite, cookiesOf(visitor.token))).toBeNull();
  });

  it("removes lines inside the caller's transaction, and a rollback keeps them", async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 1);
    await visitor.add(pcn.blower, 1);
    const cart = (await readVisitorCartLines(database.db, site, cookiesOf(visitor.token)))!;
    const [first, second] = cart.lines.map((l) => l.id);

    await expect(
      database.db.transaction(async (tx) => {
        expect(await removeCartLines(tx, cart.cartId, [first!])).toEqual([first]);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect((await visitor.cart()).items).toHaveLength(2);

    await database.db.transaction((tx) => removeCartLines(tx, cart.cartId, [first!]));
    expect((await visitor.cart()).items.map((i) => i.id)).toEqual([second]);
  });

  it("never removes another cart's lines, and removes all lines when none are named", async () => {
    const owner = cartVisitor(app);
    const ownerLine = (await owner.add(pcn.motor, 1)).json().items[0].id;
    const visitor = cartVisitor(app);
    await visitor.add(pcn.blower, 1);
    await visitor.add(pcn.gasket, 1);
    const cart = (await readVisitorCartLines(database.db, site, cookiesOf(visitor.token)))!;
    expect(await removeCartLines(database.db, cart.cartId, [ownerLine])).toEqual([]);
    expect((await owner.cart()).items).toHaveLength(1);
    expect(await removeCartLines(database.db, cart.cartId)).toHaveLength(2);
    expect((await visitor.cart()).items).toEqual([]);
  });
});
