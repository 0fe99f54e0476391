import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createMaterialGroup,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
  listInTable,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';

interface Table {
  SectionTableId: number;
  Place: Record<string, string | null> | null;
  DisplayName: string;
  Columns: { PropertyName: string }[];
  Models: { PcnCatalogNumber: string; Available: number | null }[];
}
const names = (tables: Table[]) => tables.map((t) => t.DisplayName);
const pcns = (table: Table | undefined) => table?.Models.map((m) => m.PcnCatalogNumber);

describe('GET /api/modelviewer/{level}/{id}', () => {
  let database: TestDatabase;
  let app: App;
  const ids = { product: 0, series: 0, named: 0, unnamed: 0, hiddenTable: 0, hiddenProduct: 0 };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createSite(db, { name: 'sales', hostNames: ['sales.localhost'], showInventory: true });
    const group = await createMaterialGroup(db, {
      materialGroupNumber: 'MG-1',
      materialGroupDescription: 'Filters',
    });
    const inGroup = { materialGroupNumber: group.materialGroupNumber };
    const m = async (pcn: string, extra: Parameters<typeof createModel>[1] = {}) =>
      (await createModel(db, { pcnCatalogNumber: pcn, ...extra })).pcnCatalogNumber;
    const a = await m('120-0001', { series: 'S-100', ...inGroup });
    const b = await m('120-0002', { series: 'S-100' });
    const hidden = await m('120-0003', { series: 'S-100', visible: false });
    const preview = await m('120-0004', { series: 'S-100', isPreview: true });
    const other = await m('120-0005');
    const unlisted = await m('120-0006', { series: 'S-100', ...inGroup });
    const inHiddenTable = await m('120-0007', { series: 'S-100' });

    const tree = await createProductTree(db, { product: { name: 'hdu-75' } });
    ids.product = tree.product.productId;
    ids.series = tree.series.manufacturingSeriesId;
    const named = await createModelTableSection(db, ids.product, [a, b, hidden, preview]);
    const unnamed = await createModelTableSection(db, ids.product, [other], {
      section: 'more',
      table: { displayName: null, orderBy: 2 },
    });
    await listInTable(db, ids.product, unnamed.table.sectionTableId, [a], -1);
    const hiddenTable = await createModelTableSection(db, ids.product, [inHiddenTable], {
      section: 'old',
      table: { visible: false },
    });
    ids.named = named.table.sectionTableId;
    ids.unnamed = unnamed.table.sectionTableId;
    ids.hiddenTable = hiddenTable.table.sectionTableId;
    const secret = await createProductTree(db, { product: { name: 'secret', visible: false } });
    ids.hiddenProduct = secret.product.productId;
    await createModelTableSection(db, ids.hiddenProduct, [a], { table: { displayName: 'Secret' } });
    expect(unlisted).toBe('120-0006');
    await rebuildSearchIndex(db);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });
  const data = async (url: string, host?: string) => {
    const res = await get(url, host);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Successful: true, Exception: null });
    return body.Data as { Level: string; Title: string; Tables: Table[] };
  };

  it('lists the shown tables holding a model, each with just that model', async () => {
    const found = await data('/api/modelviewer/model/120-0001');
    expect(found).toMatchObject({ Level: 'model', Title: '120-0001' });
    expect(names(found.Tables)).toEqual(['Replacement Parts', 'Default Section Table']);
    expect(found.Tables.map(pcns)).toEqual([['120-0001'], ['120-0001']]);
    expect(found.Tables[0]?.Columns.map((c) => c.PropertyName)).toEqual([
      'PcnCatalogNumber',
      'FingoodTpiMfgMod',
    ]);
  });

  it('finds a model typed without its dash, with spaces or with leading zeros, as search does', async () => {
    const exact = await data('/api/modelviewer/model/120-0001');
    for (const typed of ['1200001', '0120%200001', '120.0001']) {
      const found = await data(`/api/modelviewer/model/${typed}`);
      expect(found.Title, typed).toBe('120-0001');
      expect(found.Tables, typed).toEqual(exact.Tables);
    }
    expect((await data('/api/modelviewer/model/1200003')).Title).toBe('Model Not Found');
  });

  it('places each table on its product and tab, so it can be titled and linked', async () => {
    const found = await data('/api/modelviewer/model/120-0001');
    expect(found.Tables.map((t) => t.Place)).toEqual([
      expect.objectContaining({
        ProductName: 'hdu-75',
        ProductDisplayName: expect.any(String),
        ManufacturingSeriesDisplayName: expect.any(String),
        SectionName: 'parts',
        SectionTabName: 'replacement-parts',
      }),
      expect.objectContaining({ ProductName: 'hdu-75', SectionName: 'more' }),
    ]);
    const unlisted = await data('/api/modelviewer/model/120-0007');
    expect(unlisted.Tables[0]?.Place).toBeNull();
  });

  it('puts a model no shown table lists into a default table with default columns', async () => {
    const found = await data('/api/modelviewer/model/120-0007');
    expect(names(found.Tables)).toEqual(['Default Section Table']);
    expect(pcns(found.Tables[0])).toEqual(['120-0007']);
    expect(found.Tables[0]?.Columns.map((c) => c.PropertyName)).toContain('TotalList');
  });

  it.each(['999-9999', '120-0003'])(
    'answers %s (unknown or hidden) with a Model Not Found table',
    async (pcn) => {
      const found = await data(`/api/modelviewer/model/${pcn}`);
      expect(found.Title).toBe('Model Not Found');
      expect(names(found.Tables)).toEqual(['Model Not Found']);
      expect(found.Tables[0]?.Models).toEqual([]);
    },
  );

  it('groups the models of a series by table, unnamed tables as Default Section Table', async () => {
    const found = await data('/api/modelviewer/series/S-100');
    expect(found).toMatchObject({ Level: 'series', Title: 'S-100' });
    expect(names(found.Tables)).toEqual([
      'Replacement Parts',
      'Default Section Table',
      'Default Section Table',
    ]);
    expect(found.Tables.map(pcns)).toEqual([
      ['120-0001', '120-0002'],
      ['120-0001'],
      ['120-0006', '120-0007'],
    ]);
  });

  it('adds preview models only in preview mode', async () => {
    const found = await data('/api/modelviewer/series/S-100?isPreview=true');
    expect(pcns(found.Tables[0])).toEqual(['120-0001', '120-0002', '120-0004']);
  });

  it('lists the models of a material group', async () => {
    const found = await data('/api/modelviewer/materialGroup/MG-1');
    expect(found.Title).toBe('MG-1 - Filters');
    expect(found.Tables.map(pcns)).toEqual([['120-0001'], ['120-0001'], ['120-0006']]);
  });

  it('shows a product, its manufacturing series and one table with all their rows', async () => {
    const product = await data(`/api/modelviewer/product/${ids.product}`);
    expect(product.Level).toBe('product');
    expect(product.Tables.map((t) => t.SectionTableId)).toEqual([ids.named, ids.unnamed]);
    expect(product.Tables.map(pcns)).toEqual([
      ['120-0001', '120-0002'],
      ['120-0001', '120-0005'],
    ]);
    const series = await data(`/api/modelviewer/manufacturingSeries/${ids.series}`);
    expect(series.Tables).toEqual(product.Tables);
    const table = await data(`/api/modelviewer/sectionTable/${ids.unnamed}`);
    expect(table).toMatchObject({ Level: 'sectionTable', Title: 'Default Section Table' });
    expect(table.Tables).toEqual([product.Tables[1]]);
  });

  it('adds stock only when the site shows inventory and it is asked for', async () => {
    const url = `/api/modelviewer/sectionTable/${ids.named}?showInventory=true`;
    const onSales = await data(url, 'sales.localhost');
    expect(onSales.Tables[0]?.Models[0]?.Available).toBe(0);
    const onParts = await data(url);
    expect(onParts.Tables[0]?.Models[0]?.Available).toBeNull();
    const notAsked = await data(`/api/modelviewer/sectionTable/${ids.named}`, 'sales.localhost');
    expect(notAsked.Tables[0]?.Models[0]?.Available).toBeNull();
  });

  it.each([
    ['/api/modelviewer/product/99999', 'Product 99999 was not found.'],
    ['/api/modelviewer/product/HIDDEN_PRODUCT', 'was not found.'],
    ['/api/modelviewer/manufacturingSeries/99999', 'Manufacturing series 99999 was not found.'],
    ['/api/modelviewer/sectionTable/HIDDEN_TABLE', 'was not found.'],
    ['/api/modelviewer/series/S-404', 'Series S-404 was not found.'],
    ['/api/modelviewer/materialGroup/MG-404', 'Material group MG-404 was not found.'],
  ])('answers %s with a 404 envelope', async (template, exception) => {
    const url = template
      .replace('HIDDEN_PRODUCT', String(ids.hiddenProduct))
      .replace('HIDDEN_TABLE', String(ids.hiddenTable));
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Successful: false,
      Data: null,
      Exception: expect.stringContaining(exception),
    });
  });

  it.each([
    ['/api/modelviewer/product/abc', 'id must be a number'],
    ['/api/modelviewer/sectionTable/0', 'id must be a positive number'],
    ['/api/modelviewer/manufacturingSeries/1.5', 'id must be a whole number'],
    [`/api/modelviewer/model/${'9'.repeat(41)}`, 'catalogNumber is too long'],
    [`/api/modelviewer/series/${'S'.repeat(41)}`, 'seriesNumber is too long'],
    ['/api/modelviewer/model/120-0001?showInventory=maybe', 'showInventory must be true or false'],
  ])('rejects %s with 400 and a message naming the field', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining(message),
    });
  });
});
