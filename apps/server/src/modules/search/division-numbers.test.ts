import type { ModelSearchResult, SearchResults } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createDivisionModel,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from './search-index.ts';

describe('search by division model number', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    const { product } = await createProductTree(db);
    const models: [string, string][] = [
      ['688-5219', 'HDU-45-MTR'],
      ['555-1234', 'UH-1'],
      ['610-0001', 'UH-2'],
      ['555-12345', 'UH-3'],
      ['620-0001', 'UH-4'],
      ['630-0001', 'CT-300'],
      ['640-0001', 'UH-5'],
      ['650-0001', 'UH-6'],
    ];
    for (const [pcn, model] of models)
      await createModel(db, { pcnCatalogNumber: pcn, fingoodTpiMfgMod: model });
    await createModel(db, {
      pcnCatalogNumber: '660-0001',
      fingoodTpiMfgMod: 'UH-7',
      visible: false,
    });
    await createDivisionModel(db, '688-5219', { modelNumber: 'HT-71271', barcode: '084828560526' });
    // A second division's number for the same model.
    await createDivisionModel(db, '688-5219', { divisionId: 2, modelNumber: 'VN-43807' });
    // Numbers that are another model's catalogue number typed as a barcode, or its prefix.
    await createDivisionModel(db, '610-0001', { modelNumber: 'XX-1', barcode: '0005551234' });
    await createDivisionModel(db, '620-0001', { modelNumber: '5551234-9' });
    // A model found by its own number and by a division number starting the same way.
    await createDivisionModel(db, '630-0001', { modelNumber: 'CT-3001' });
    // Two division numbers sharing a prefix.
    await createDivisionModel(db, '640-0001', { modelNumber: 'HT-90001' });
    await createDivisionModel(db, '640-0001', { divisionId: 3, modelNumber: 'HT-90002' });
    await createDivisionModel(db, '660-0001', { modelNumber: 'HT-55555' });
    await createModelTableSection(db, product.productId, [
      ...models.map(([pcn]) => pcn),
      '660-0001',
    ]);
    await rebuildSearchIndex(db);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const search = async (keyword: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/catalog/GetSearchResults?keyword=${encodeURIComponent(keyword)}&pagesize=50`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResults>();
  };
  const names = async (keyword: string) => (await search(keyword)).List.map((r) => r.Name);

  it('finds a model by its division model number however it is typed', async () => {
    for (const typed of ['HT-71271', 'ht71271', 'HT 71271', 'vn-43807'])
      expect(await names(typed), typed).toEqual(['688-5219']);
    const [result] = (await search('HT-71271')).List;
    expect(result).toMatchObject({
      ResultType: 'Model',
      PcnCatalogNumber: '688-5219',
      FingoodTpiMfgMod: 'HDU-45-MTR',
    });
  });

  it('finds a model by the barcode of its division model, with or without leading zeros', async () => {
    for (const typed of ['084828560526', '84828560526', '0848-2856-0526'])
      expect(await names(typed), typed).toEqual(['688-5219']);
  });

  it('ranks division numbers as model numbers: after an exact catalogue number', async () => {
    // exact catalogue number, exact division barcode, catalogue prefix, division prefix
    expect(await names('555-1234')).toEqual(['555-1234', '610-0001', '555-12345', '620-0001']);
    expect(await names('ht-7127')).toEqual(['688-5219']);
  });

  it('lists a model once when several of its numbers match', async () => {
    expect(await search('CT-300')).toMatchObject({ Total: 1, List: [{ Name: '630-0001' }] });
    expect(await search('HT-9000')).toMatchObject({ Total: 1, List: [{ Name: '640-0001' }] });
    expect(await names('HT')).toEqual(['688-5219', '640-0001']);
  });

  it('tolerates one wrong character in a division number', async () => {
    expect(await names('HT-71272')).toEqual(['688-5219']);
  });

  it('does not find a hidden model by its division number', async () => {
    expect(await names('HT-55555')).toEqual([]);
  });

  it('finds models by division number in the model search too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/search/visibleModels?Keyword=HT-71271&PageSize=10&Page=1',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ List: ModelSearchResult[] }>().List;
    expect(list.map((m) => m.PcnCatalogNumber)).toEqual(['688-5219']);
  });
});
