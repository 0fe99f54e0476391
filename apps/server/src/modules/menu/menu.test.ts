import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createCacheRegistry } from '../../lib/named-cache.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createImage, createProductTree, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('GET /api/menu/{catalogId}', () => {
  let database: TestDatabase;
  let app: App;
  const caches = createCacheRegistry();
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createCatalog(db, { catalogId: 7 });
    const parts = await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await db.insert(t.siteCatalog).values([
      { siteId: parts.siteId, catalogId: 5, orderBy: 1 },
      { siteId: parts.siteId, catalogId: 7, orderBy: 2 },
    ]);
    // Offers its own catalogue 5 only.
    await createSite(db, { name: 'customers', hostNames: ['customers.localhost'] });
    const tile = await createImage(db, { width: 300, height: 300, altText: 'Unit heaters' });
    const second = await createImage(db, { altText: 'Second picture' });
    const removed = await createImage(db, { altText: 'Removed', isDeleted: true });
    const heaters = await createProductTree(db, {
      category: {
        name: 'unit-heaters',
        imageIds: [removed.imageId, tile.imageId, second.imageId],
        orderBy: 1,
      },
      product: { name: 'hdu-75' },
    });
    // A second product in the same series, preview only.
    await db.insert(t.product).values({
      categoryId: heaters.category.categoryId,
      productClassId: heaters.productClass.productClassId,
      manufacturingSeriesId: heaters.series.manufacturingSeriesId,
      name: 'hdu-new',
      displayName: 'HDU New',
      isPreview: true,
    });
    const [preview] = await db.select().from(t.product).where(eq(t.product.name, 'hdu-new'));
    await db.insert(t.productCatalog).values({ itemId: preview!.productId, catalogId: 5 });
    await createProductTree(db, { category: { name: 'fans', orderBy: 2 } });
    await createProductTree(db, { category: { name: 'retired', visible: false } });
    await createProductTree(db, { catalogIds: [7], category: { name: 'commercial-only' } });
    app = await buildTestApp(db, caches);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const menu = (url: string) => app.inject({ method: 'GET', url });

  it('returns the catalogue tree in the envelope, hidden items left out, the first shown image as tile', async () => {
    const res = await menu('/api/menu/5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Successful: true, Exception: null });
    expect(body.Data.map((c: { Name: string }) => c.Name)).toEqual(['unit-heaters', 'fans']);
    const heaters = body.Data[0];
    expect(heaters.Image).toEqual({
      Path: expect.stringMatching(/^\/files\//),
      Width: 300,
      Height: 300,
      AltText: 'Unit heaters',
    });
    const products = heaters.ProductClasses[0].ManufacturingSeries[0].Products;
    expect(products.map((p: { Name: string }) => p.Name)).toEqual(['hdu-75']);
    expect(products[0].Thumbnail).toBeNull();
    expect(body.Data[1].Image).toBeNull();
  });

  it('shows preview-only items in preview mode', async () => {
    const body = (await menu('/api/menu/5?isPreview=true')).json();
    const products = body.Data[0].ProductClasses[0].ManufacturingSeries[0].Products;
    expect(products.map((p: { Name: string }) => p.Name).sort()).toEqual(['hdu-75', 'hdu-new']);
    expect(products.find((p: { Name: string }) => p.Name === 'hdu-new').IsPreview).toBe(true);
  });

  it('keeps catalogues apart', async () => {
    const body = (await menu('/api/menu/7')).json();
    expect(body.Data.map((c: { Name: string }) => c.Name)).toEqual(['commercial-only']);
  });

  it('answers a catalogue the site does not offer with 404, also once another site cached it', async () => {
    expect((await menu('/api/menu/7')).statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/api/menu/7',
      headers: { host: 'customers.localhost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Successful: false,
      Data: null,
      Exception: 'Catalog Not Offered On This Site',
    });
    const own = await app.inject({
      method: 'GET',
      url: '/api/menu/5',
      headers: { host: 'customers.localhost' },
    });
    expect(own.json().Data.map((c: { Name: string }) => c.Name)).toEqual(['unit-heaters', 'fans']);
  });

  it('answers an unknown catalogue with 404 in the envelope', async () => {
    const res = await menu('/api/menu/99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Successful: false, Data: null, Exception: 'Catalog Not Found' });
  });

  it.each([
    ['/api/menu/abc', 'catalogId must be a number'],
    ['/api/menu/-3', 'catalogId must be a positive number'],
    ['/api/menu/1.5', 'catalogId must be a whole number'],
    ['/api/menu/0x5', 'catalogId must be a number written in decimal digits'],
    ['/api/menu/1e3', 'catalogId must be a number written in decimal digits'],
    ['/api/product/product?product=hdu-75&catalogId=5e0', 'catalogId must be a number written'],
    ['/api/menu/5?isPreview=maybe', 'isPreview must be true or false'],
  ])('rejects %s with 400 and a message', async (url, message) => {
    const res = await menu(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining(message),
    });
  });

  it('compresses for clients that accept it and answers 304 to a matching entity tag', async () => {
    const plain = await menu('/api/menu/5');
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/menu/5',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await app.inject({
      method: 'GET',
      url: '/api/menu/5',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves repeat requests from the named menu cache until it is cleared', async () => {
    const first = (await menu('/api/menu/5')).body;
    await database.db
      .update(t.category)
      .set({ displayName: 'Renamed' })
      .where(eq(t.category.name, 'fans'));
    expect((await menu('/API/MENU/5')).body).toBe(first);
    expect(caches.list()).toContainEqual({ Name: 'menu', EntryCount: expect.any(Number) });
    caches.clear('menu');
    expect((await menu('/api/menu/5')).json().Data[1].DisplayName).toBe('Renamed');
  });
});
