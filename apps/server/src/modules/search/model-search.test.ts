import { Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createCacheRegistry } from '../../lib/named-cache.ts';
import { createDiskBlobStore } from '../../integrations/blob-store/disk-blob-store.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createMaterialGroup,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { createSearchService } from './service.ts';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';

describe('model search', () => {
  let database: TestDatabase;
  let app: App;
  const headers = {} as Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createCatalog(db, { catalogId: 7 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createSite(db, { name: 'cr', hostNames: ['cr.localhost'], catalogId: 7 });
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createMaterialGroup(db, {
      materialGroupNumber: 'MG20',
      materialGroupDescription: 'Motors',
    });
    await createMaterialGroup(db, {
      materialGroupNumber: 'MG10',
      materialGroupDescription: 'Igniters',
    });
    const tree = await createProductTree(db);
    await createModel(db, {
      pcnCatalogNumber: '120-4471',
      fingoodTpiMfgMod: 'HDU-30-MTR',
      sapModelDescription: 'MOTOR 1/4HP',
      totalList: 182.5,
      productHierarchy: 'HTG-UH-MTR',
    });
    await createModel(db, {
      pcnCatalogNumber: '120-4472',
      fingoodTpiMfgMod: 'HDU-45-MTR',
      totalList: null,
    });
    await createModel(db, {
      pcnCatalogNumber: '120-4473',
      fingoodTpiMfgMod: 'HDU-60-MTR',
      visible: false,
    });
    await createModelTableSection(db, tree.product.productId, ['120-4471', '120-4472', '120-4473']);
    await createCustomer(db, { customerNumber: '1000123', customerName: 'Acme' });
    await createCustomer(db, { customerNumber: '1000999', customerName: 'Bluegrass' });
    await db.insert(t.customerMaterial).values([
      {
        customerNumber: '1000123',
        pcnCatalogNumber: '120-4472',
        materialNumber: 'ACME-MOTOR-45',
      },
      { customerNumber: '1000999', pcnCatalogNumber: '120-4471', materialNumber: 'BG-MOTOR-30' },
    ]);
    await rebuildSearchIndex(db);
    app = await buildTestApp(db);
    const users = {
      customer: await createUser(db, { roles: [Role.Customer], customers: ['1000123'] }),
      otherCustomer: await createUser(db, { roles: [Role.Customer], customers: ['1000999'] }),
      admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
    };
    headers.anonymous = { host: SALES_HOST };
    for (const [caller, user] of Object.entries(users))
      headers[caller as Caller] = (await signIn(app, user.username, user.password)).bearer;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('finds visible models by catalogue number with their list price', async () => {
    const res = await get('/api/search/visibleModels?Keyword=120-44&PageSize=20&Page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      List: [
        {
          PcnCatalogNumber: '120-4471',
          CustomerMaterialNumber: null,
          FingoodTpiMfgMod: 'HDU-30-MTR',
          SapModelDescription: 'MOTOR 1/4HP',
          TotalList: 182.5,
          ProductHierarchy: 'HTG-UH-MTR',
        },
        expect.objectContaining({ PcnCatalogNumber: '120-4472', TotalList: null }),
      ],
      Count: 2,
      Page: 1,
      PageSize: 20,
      Successful: true,
      Total: 2,
      TotalPages: 1,
    });
  });

  it('starts at Start when it is given', async () => {
    const res = await get('/api/search/visibleModels?Keyword=hdu&PageSize=1&Start=1');
    expect(res.json()).toMatchObject({ Page: 2, Count: 1, Total: 2 });
    expect(res.json().List[0].PcnCatalogNumber).toBe('120-4472');
  });

  it('searches the catalogue of the site named by Site', async () => {
    const res = await get('/api/search/visibleModels?Keyword=120&Site=cr');
    expect(res.json()).toMatchObject({ Total: 0 });
    const unknown = await get('/api/search/visibleModels?Keyword=120&Site=nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Successful: false, Message: 'Site nowhere was not found.' });
  });

  const customerSearch = (caller: Caller, customerNumber: string, keyword = 'motor') =>
    app.inject({
      method: 'GET',
      url: `/api/search/visibleModelsWithCustomerNumber?Keyword=${keyword}&CustomerNumber=${customerNumber}`,
      headers: headers[caller],
    });
  const materialsOf = (body: {
    List: { PcnCatalogNumber: string; CustomerMaterialNumber: string | null }[];
  }) => body.List.map((m) => [m.PcnCatalogNumber, m.CustomerMaterialNumber]);

  it('gives a customer their own material numbers, matched first', async () => {
    const res = await customerSearch('customer', '1000123', 'acme-mot');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(materialsOf(res.json())).toEqual([['120-4472', 'ACME-MOTOR-45']]);
    const byNumber = await customerSearch('customer', '1000123', '120-44');
    expect(materialsOf(byNumber.json())).toEqual([
      ['120-4471', null],
      ['120-4472', 'ACME-MOTOR-45'],
    ]);
  });

  it.each<[Caller, string, number]>([
    ['anonymous', '1000123', 401],
    ['otherCustomer', '1000123', 404],
    ['customer', '1000999', 404],
    // The number as the customer list holds it, as the customer pages take it.
    ['customer', '0001000123', 404],
    ['admin', '1000123', 200],
    ['admin', '1000999', 200],
    ['admin', '1000404', 404],
  ])('answers %s searching with customer %s with %i', async (caller, number, status) => {
    const res = await customerSearch(caller, number);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 404)
      expect(res.json()).toEqual({ Successful: false, Message: 'Error - Customer not found' });
  });

  it("lets a customer admin search with any customer's material numbers", async () => {
    const res = await customerSearch('admin', '1000999', 'bg-motor');
    expect(materialsOf(res.json())).toEqual([['120-4471', 'BG-MOTOR-30']]);
  });

  it('refuses a customer number that is not up to 10 digits', async () => {
    const bad = await customerSearch('customer', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('CustomerNumber: CustomerNumber must be up to 10 digits');
  });

  it("matches and shows a customer's own material numbers", async () => {
    const search = createSearchService({
      db: database.db,
      blobs: createDiskBlobStore('/nonexistent'),
      exportFiles: createDiskBlobStore('/nonexistent'),
      caches: createCacheRegistry(),
      webDistDir: null,
    });
    const site = { CatalogId: 5 } as Parameters<typeof search.visibleModels>[0];
    const found = await search.visibleModels(site, {
      keyword: 'acme-mot',
      page: 1,
      pageSize: 20,
      customerNumber: '1000123',
    });
    expect(found.List).toEqual([
      expect.objectContaining({
        PcnCatalogNumber: '120-4472',
        CustomerMaterialNumber: 'ACME-MOTOR-45',
      }),
    ]);
    const other = await search.visibleModels(site, {
      keyword: 'acme-mot',
      page: 1,
      pageSize: 20,
      customerNumber: '1000999',
    });
    expect(other.Total).toBe(0);
  });

  it('looks models up by catalogue numbers in the order given, skipping hidden ones', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search/visibleModels/pcns',
      payload: { pcns: ['1204472', '120-4473', '120-4471', 'nope'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().List.map((m: { PcnCatalogNumber: string }) => m.PcnCatalogNumber)).toEqual([
      '120-4472',
      '120-4471',
    ]);
  });

  it.each([
    [{ pcns: 'x' }, 'pcns: pcns must be a list of catalog numbers'],
    [
      { pcns: Array.from({ length: 501 }, (_, i) => String(i)) },
      'pcns: pcns may hold at most 500 catalog numbers',
    ],
  ])('refuses a bad pcns body with 400', async (payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search/visibleModels/pcns',
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Successful: false, Message: message });
  });

  it('lists material groups by number', async () => {
    const res = await get('/api/search/MaterialGroup');
    expect(res.json()).toEqual([
      {
        MaterialGroupNumber: 'MG10',
        MaterialGroupDescription: 'Igniters',
        MaterialGroupDescriptionLong: null,
      },
      {
        MaterialGroupNumber: 'MG20',
        MaterialGroupDescription: 'Motors',
        MaterialGroupDescriptionLong: null,
      },
    ]);
  });

  it.each(['PageSize=0', 'Page=-1', 'Start=x', `Keyword=${'a'.repeat(101)}`])(
    'refuses visibleModels?%s with 400',
    async (query) => {
      const res = await get(`/api/search/visibleModels?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Successful).toBe(false);
    },
  );
});
