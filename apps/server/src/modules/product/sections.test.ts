import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createImage,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('GET /api/product/productsections and /api/catalog/getproductsections/{name}', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createSite(db, { name: 'sales', hostNames: ['sales.localhost'], showInventory: true });
    const { product } = await createProductTree(db, { product: { name: 'hdu-75' } });
    const id = product.productId;
    await db.insert(t.productFeature).values({ productId: id, text: 'Quiet motor' });

    const shown = await createModel(db, { pcnCatalogNumber: '120-0001', totalList: 49.5 });
    const hidden = await createModel(db, { pcnCatalogNumber: '120-0002', visible: false });
    const preview = await createModel(db, { pcnCatalogNumber: '120-0003', isPreview: true });
    await db.insert(t.division).values({ divisionId: 1, name: 'heating', displayName: 'Heating' });
    await db.insert(t.divisionModel).values([
      { divisionId: 1, pcnCatalogNumber: shown.pcnCatalogNumber, modelNumber: 'B-2' },
      { divisionId: 1, pcnCatalogNumber: shown.pcnCatalogNumber, modelNumber: 'A-1' },
    ]);
    await db.insert(t.supplierLocation).values([
      { supplierLocationId: 1, locationName: 'Memphis, TN' },
      { supplierLocationId: 2, locationName: 'Reno, NV' },
    ]);
    await db.insert(t.inventory).values([
      { pcnCatalogNumber: shown.pcnCatalogNumber, supplierLocationId: 1, quantityAvailable: 4 },
      { pcnCatalogNumber: shown.pcnCatalogNumber, supplierLocationId: 2, quantityAvailable: 3 },
    ]);
    await createModelTableSection(db, id, [
      shown.pcnCatalogNumber,
      hidden.pcnCatalogNumber,
      preview.pcnCatalogNumber,
    ]);

    // An overview section with one tab holding every other item type.
    const [overview] = await db
      .insert(t.section)
      .values({ productId: id, name: 'overview', displayName: 'Overview', orderBy: -1 })
      .returning();
    const [tab] = await db
      .insert(t.sectionTab)
      .values({ sectionId: overview!.sectionId, name: 'description', displayName: 'Description' })
      .returning();
    await db.insert(t.sectionTab).values({
      sectionId: overview!.sectionId,
      name: 'retired',
      displayName: 'Old',
      active: false,
    });
    const exploded = await createImage(db, { width: 1200, height: 900, explodedView: true });
    const [doc] = await db
      .insert(t.document)
      .values({
        documentName: 'Installation Manual',
        documentPath: '/files/documents/manual.pdf',
        contentType: 'application/pdf',
      })
      .returning();
    const tabId = tab!.sectionTabId;
    await db.insert(t.sectionItem).values([
      {
        sectionTabId: tabId,
        sectionItemType: 'RichText',
        // As if written past the editor (an import, a restore): the answer still sanitises it.
        richText:
          '<p onclick="steal()">Hello</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        orderBy: 1,
      },
      { sectionTabId: tabId, sectionItemType: 'List', propertyName: 'Features', orderBy: 2 },
      { sectionTabId: tabId, sectionItemType: 'List', listItems: ['One', 'Two'], orderBy: 3 },
      {
        sectionTabId: tabId,
        sectionItemType: 'Image',
        imageId: exploded.imageId,
        width: 600,
        orderBy: 4,
      },
      { sectionTabId: tabId, sectionItemType: 'Document', documentId: doc!.documentId, orderBy: 5 },
      { sectionTabId: tabId, sectionItemType: 'SpinSirv', url: '/files/spin/hdu-75/', orderBy: 6 },
      { sectionTabId: tabId, sectionItemType: 'RichText', richText: '<p>x</p>', visible: false },
    ]);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('returns active sections and tabs in order with every item type', async () => {
    const res = await get('/api/product/productsections?product=hdu-75');
    expect(res.statusCode).toBe(200);
    const sections = res.json().Data;
    expect(sections.map((s: { Name: string }) => s.Name)).toEqual(['overview', 'parts']);
    expect(sections[0].Tabs.map((tab: { Name: string }) => tab.Name)).toEqual(['description']);
    const items = sections[0].Tabs[0].Items;
    expect(items.map((i: { SectionItemType: string }) => i.SectionItemType)).toEqual([
      'RichText',
      'List',
      'List',
      'Image',
      'Document',
      'SpinSirv',
    ]);
    expect(items[1].ListItems).toEqual(['Quiet motor']);
    expect(items[2].ListItems).toEqual(['One', 'Two']);
    expect(items[3]).toMatchObject({
      ExplodedView: true,
      Width: 600,
      OriginalWidth: 1200,
      OriginalHeight: 900,
      ImagePath: expect.stringMatching(/^\/files\//),
    });
    expect(items[4]).toMatchObject({
      DocumentName: 'Installation Manual',
      DocumentPath: '/files/documents/manual.pdf',
    });
    expect(items[5].Url).toBe('/files/spin/hdu-75/');
  });

  it('strips scripts and event handlers from stored rich text', async () => {
    const sections = (await get('/api/product/productsections?product=hdu-75')).json().Data;
    expect(sections[0].Tabs[0].Items[0].RichText).toBe('<p>Hello</p>');
  });

  it('fills model tables with layout columns and only the models a visitor may see', async () => {
    const body = (await get('/api/catalog/getproductsections/hdu-75')).json();
    const table = body.Data[1].Tabs[0].Items[0].Table;
    expect(table.Columns.map((c: { PropertyName: string }) => c.PropertyName)).toEqual([
      'PcnCatalogNumber',
      'FingoodTpiMfgMod',
    ]);
    expect(table.Models).toHaveLength(1);
    expect(table.Models[0]).toMatchObject({
      PcnCatalogNumber: '120-0001',
      TotalList: 49.5,
      DivisionModelNumbers: 'A-1, B-2',
      Available: null,
    });
  });

  it('adds preview models in preview mode', async () => {
    const body = (await get('/api/product/productsections?product=hdu-75&isPreview=true')).json();
    const models = body.Data[1].Tabs[0].Items[0].Table.Models;
    expect(models.map((m: { PcnCatalogNumber: string }) => m.PcnCatalogNumber)).toEqual([
      '120-0001',
      '120-0003',
    ]);
  });

  it('adds stock only on a site that shows inventory', async () => {
    const url = '/api/product/productsections?product=hdu-75&showInventory=true';
    const onSales = (await get(url, 'sales.localhost')).json();
    expect(onSales.Data[1].Tabs[0].Items[0].Table.Models[0].Available).toBe(7);
    const onParts = (await get(url, 'localhost')).json();
    expect(onParts.Data[1].Tabs[0].Items[0].Table.Models[0].Available).toBeNull();
  });

  it('answers an unknown product with 404 Product Not Found', async () => {
    const res = await get('/api/product/productsections?product=missing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Successful: false, Data: null, Exception: 'Product Not Found' });
  });

  it.each([
    [
      '/api/product/productsections?product=hdu-75&showInventory=2',
      'showInventory must be true or false',
    ],
    ['/api/product/productsections?showInventory=true', 'product is required'],
    ['/api/catalog/getproductsections/hdu-75?catalogId=0', 'catalogId must be a positive number'],
  ])('rejects %s with 400 and a message', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining(message),
    });
  });
});
