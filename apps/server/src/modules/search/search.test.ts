import zlib from 'node:zlib';
import type { SearchResults } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createModel,
  createModels,
  createModelTableSection,
  createProductTree,
  createSite,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from './search-index.ts';

describe('site search', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createCatalog(db, { catalogId: 7 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createSite(db, { name: 'sales', hostNames: ['sales.localhost'] });

    const heater = await createProductTree(db, {
      product: {
        name: 'hdu-igniters',
        displayName: 'HDU Igniter Kits',
        description: 'Hot surface igniters',
      },
    });
    await createModel(db, {
      pcnCatalogNumber: '314-1087',
      fingoodTpiMfgMod: 'HDU-45-IGN',
      descriptions: 'Igniter, hot surface',
    });
    await createModel(db, {
      pcnCatalogNumber: '500-0002',
      fingoodTpiMfgMod: '314-1087',
      descriptions: 'Igniter bracket',
    });
    await createModel(db, {
      pcnCatalogNumber: '314-10875',
      fingoodTpiMfgMod: 'HDU-50-IGN',
      descriptions: 'Igniter lead',
    });
    await createModel(db, {
      pcnCatalogNumber: '900-0001',
      fingoodTpiMfgMod: '3141087-B',
      descriptions: 'Gasket',
    });
    await createModel(db, {
      pcnCatalogNumber: '777-0001',
      fingoodTpiMfgMod: 'X-1',
      descriptions: 'Fits burner 314 1087',
    });
    await createModel(db, {
      pcnCatalogNumber: '778-0001',
      fingoodTpiMfgMod: 'X-2',
      descriptions: 'Adapter for 314 1089 burners',
    });
    await createModel(db, {
      pcnCatalogNumber: '314-2000',
      fingoodTpiMfgMod: 'HID-1',
      visible: false,
    });
    await createModel(db, {
      pcnCatalogNumber: '314-3000',
      fingoodTpiMfgMod: 'PRV-1',
      isPreview: true,
    });
    await createModelTableSection(
      db,
      heater.product.productId,
      [
        '314-1087',
        '500-0002',
        '314-10875',
        '900-0001',
        '777-0001',
        '778-0001',
        '314-2000',
        '314-3000',
      ],
      { section: 'parts', tab: 'ignition', table: { displayName: 'Ignition Parts' } },
    );

    // A product only in catalogue 7, and one whose table is hidden.
    const commercial = await createProductTree(db, { catalogIds: [7] });
    await createModel(db, { pcnCatalogNumber: '622-0001', fingoodTpiMfgMod: 'COM-1' });
    await createModelTableSection(db, commercial.product.productId, ['622-0001']);
    const hiddenTable = await createProductTree(db);
    await createModel(db, { pcnCatalogNumber: '633-0001', fingoodTpiMfgMod: 'HT-1' });
    await createModelTableSection(db, hiddenTable.product.productId, ['633-0001'], {
      table: { visible: false },
    });

    // Enough look-alike numbers for more than one page.
    const many = await createProductTree(db);
    const rows = await createModels(db, 25, '845');
    await createModelTableSection(
      db,
      many.product.productId,
      rows.map((r) => r.pcn),
    );

    await rebuildSearchIndex(db);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const search = async (query: string, path = '/api/catalog/GetSearchResults') => {
    const res = await app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResults>();
  };
  const names = async (keyword: string, extra = '') =>
    (await search(`keyword=${encodeURIComponent(keyword)}&pagesize=50${extra}`)).List.map(
      (r) => r.Name,
    );

  it('ranks exact catalog number, exact model number, prefixes, then words', async () => {
    expect(await names('314-1087')).toEqual([
      '314-1087',
      '500-0002',
      '314-10875',
      '900-0001',
      '777-0001',
    ]);
  });

  it('matches numbers whatever their punctuation, spacing, case and leading zeros', async () => {
    for (const typed of ['3141087', '314 1087', '0314-1087', '314.1087'])
      expect((await names(typed))[0], typed).toBe('314-1087');
    expect(await names('hdu45ign')).toEqual(['314-1087']);
    expect((await names('hdu-5'))[0]).toBe('314-10875');
  });

  it('tolerates one wrong, missing or extra character when nothing matches exactly', async () => {
    // 500-0002 has the model number 314-1087.
    expect(await names('314-1x87')).toEqual(['314-1087', '500-0002']);
    expect(await names('314-187')).toEqual(['314-1087', '500-0002']);
    expect(await names('314-10870')).toEqual(['314-1087', '314-10875', '500-0002', '900-0001']);
    expect(await names('hdu-45-igx')).toEqual(['314-1087']);
    expect(await names('31x')).toEqual([]);
  });

  it('ranks numbers one edit away above matches of words', async () => {
    // 778-0001 is described as fitting '314 1089'; 314-1087 is one digit from it.
    expect(await names('314 1089')).toEqual(['314-1087', '500-0002', '778-0001']);
  });

  it('finds products and tables by the words of their names, with their place', async () => {
    const result = await search('keyword=ignition%20parts');
    expect(result.List).toHaveLength(1);
    expect(result.List[0]).toMatchObject({
      ResultType: 'Table',
      Name: 'Ignition Parts',
      SectionName: 'parts',
      SectionTabName: 'ignition',
      ProductName: 'hdu-igniters',
    });
    const igniter = await search('keyword=igniter');
    expect(igniter.List.map((r) => r.ResultType)).toEqual(['Product', 'Model', 'Model', 'Model']);
    expect(igniter.List[0]).toMatchObject({ Name: 'HDU Igniter Kits', SectionTableId: null });
    expect(igniter.List[1]).toMatchObject({
      Name: '314-1087',
      FingoodTpiMfgMod: 'HDU-45-IGN',
      SectionTableDisplayName: 'Ignition Parts',
      SectionTabName: 'ignition',
    });
  });

  it('shows only what the catalogue shows, preview items only in preview mode', async () => {
    expect(await names('314-2000')).toEqual([]);
    expect(await names('314-3000')).toEqual([]);
    expect(await names('314-3000', '&isPreview=true')).toEqual(['314-3000']);
    expect(await names('633-0001')).toEqual([]);
    expect(await names('622-0001')).toEqual([]);
    expect(await names('622-0001', '&CatalogId=7')).toEqual(['622-0001']);
  });

  it('pages through results with the totals the pager shows', async () => {
    const first = await search('keyword=845&pagesize=10');
    expect(first).toMatchObject({
      Count: 10,
      Page: 1,
      PageSize: 10,
      Total: 25,
      TotalPages: 3,
      Successful: true,
    });
    const third = await search('keyword=845&pagesize=10&page=3', '/api/search');
    expect(third.List.map((r) => r.Name)).toEqual([
      '845-00021',
      '845-00022',
      '845-00023',
      '845-00024',
      '845-00025',
    ]);
  });

  it('answers an empty keyword with no results', async () => {
    expect(await search('keyword=')).toMatchObject({ Total: 0, List: [], TotalPages: 0 });
    expect(await search('keyword=%20-%20')).toMatchObject({ Total: 0 });
  });

  it.each([
    ['page=0&keyword=a', 'page: page must be 1 or more'],
    ['pagesize=500&keyword=a', 'pagesize: pagesize must be at most 100'],
    ['page=x&keyword=a', 'page: page must be a number'],
    [`keyword=${'9'.repeat(101)}`, 'keyword: keyword must be at most 100 characters'],
    ['keyword=a&CatalogId=-1', 'CatalogId: catalogId must be a positive number'],
    ['keyword=a&isPreview=maybe', 'isPreview: isPreview must be true or false'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Successful: false, Message: message });
  });

  it('treats LIKE and query syntax in a keyword as plain text', async () => {
    for (const typed of ['%', '_', "'", '!&|', '\\', '314%'])
      expect(
        (await search(`keyword=${encodeURIComponent(typed)}`)).Total,
        typed,
      ).toBeGreaterThanOrEqual(0);
    expect(await names('31_-1087')).toEqual(['314-1087', '500-0002']);
  });

  it('sends a page compressed as the browser accepts, and no body when it has not changed', async () => {
    const url = '/api/catalog/GetSearchResults?keyword=845&pagesize=25';
    const plain = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
