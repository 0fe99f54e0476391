import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createImage, createProductTree, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('GET /api/product/product and /api/catalog/getproduct/{name}', () => {
  let database: TestDatabase;
  let app: App;
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
    // Offers catalogue 7 only.
    await createSite(db, { name: 'commercial', hostNames: ['commercial.localhost'], catalogId: 7 });
    const { product } = await createProductTree(db, {
      category: { name: 'unit-heaters' },
      productClass: { name: 'gas-fired' },
      series: { name: 'hdu' },
      product: { name: 'hdu-75', description: 'Gas-fired unit heater' },
    });
    const id = product.productId;
    await db.insert(t.productFeature).values([
      { productId: id, text: 'Second feature', orderBy: 2 },
      { productId: id, text: 'First feature', orderBy: 1 },
    ]);
    await db
      .insert(t.productSpecification)
      .values({ productId: id, name: 'Input', value: '75 MBH' });
    await db.insert(t.productNote).values({ productId: id, text: 'Natural gas only' });
    const drawing = await createImage(db, { altText: 'Front view', caption: 'Front' });
    const exploded = await createImage(db, { width: 1200, height: 900, explodedView: true });
    const deleted = await createImage(db, { isDeleted: true });
    await db.insert(t.productImage).values([
      { productId: id, imageId: exploded.imageId, orderBy: 2 },
      { productId: id, imageId: drawing.imageId, orderBy: 1 },
      { productId: id, imageId: deleted.imageId, orderBy: 3 },
    ]);
    await createProductTree(db, { product: { name: 'secret', isPreview: true } });
    await createProductTree(db, { series: { visible: false }, product: { name: 'orphaned' } });
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('returns the product with its hierarchy, features, specifications, notes and images', async () => {
    const res = await get('/api/product/product?product=hdu-75');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Successful: true, Exception: null });
    expect(body.Data).toMatchObject({
      Name: 'hdu-75',
      Description: 'Gas-fired unit heater',
      Category: { Name: 'unit-heaters' },
      ProductClass: { Name: 'gas-fired' },
      ManufacturingSeries: { Name: 'hdu' },
      Features: ['First feature', 'Second feature'],
      Specifications: [{ Name: 'Input', Value: '75 MBH' }],
      Notes: ['Natural gas only'],
    });
    expect(body.Data.Images).toHaveLength(2);
    expect(body.Data.Images[0]).toMatchObject({
      AltText: 'Front view',
      Caption: 'Front',
      Width: 400,
    });
    expect(body.Data.Images[1]).toMatchObject({ ExplodedView: true, Width: 1200, Height: 900 });
  });

  it('reads the same product by name in the path, case-insensitively', async () => {
    const res = await get('/api/catalog/getproduct/HDU-75');
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Name).toBe('hdu-75');
  });

  it.each([
    ['an unknown product', '/api/product/product?product=nope'],
    ['a product outside the catalogue', '/api/product/product?product=hdu-75&catalogId=7'],
    ['a preview product outside preview mode', '/api/product/product?product=secret'],
    ['a product under a hidden series', '/api/catalog/getproduct/orphaned?isPreview=true'],
  ])('answers %s with 404 Product Not Found', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Successful: false, Data: null, Exception: 'Product Not Found' });
  });

  it.each([
    ['/api/product/product?product=hdu-75&catalogId=5'],
    ['/api/catalog/getproduct/hdu-75?catalogId=5'],
    ['/api/catalog/getproductsections/hdu-75?catalogId=5'],
  ])('answers %s on a site without the catalogue with 404, cached or not', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url, headers: { host: 'commercial.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Successful: false,
      Data: null,
      Exception: 'Catalog Not Offered On This Site',
    });
  });

  it('shows a preview product in preview mode', async () => {
    const res = await get('/api/product/product?product=secret&isPreview=1');
    expect(res.json().Data).toMatchObject({ Name: 'secret', IsPreview: true });
  });

  it.each([
    ['/api/product/product', 'product: product is required'],
    ['/api/product/product?product=%20%20', 'product is required'],
    [`/api/product/product?product=${'x'.repeat(201)}`, 'product is too long'],
    ['/api/product/product?product=hdu-75&catalogId=five', 'catalogId must be a number'],
    ['/api/product/product?product=hdu-75&isPreview=yes', 'isPreview must be true or false'],
    ['/api/product/product?product=hdu-75&siteName=nowhere', 'nowhere is not a known site'],
    [`/api/catalog/getproduct/${'y'.repeat(201)}`, 'name is too long'],
  ])('rejects %s with 400 and a message', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining(message),
    });
  });
});
