import { Role } from '@portal/domain';
import type { App } from '../../app.ts';
import { seedEntityDefinitions } from '../../seed/entity-definitions/index.ts';
import { createUser } from '../../test/account-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
} from '../../test/factories.ts';
import { SALES_HOST, signInEach } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';

export type Caller = 'salesRep' | 'customer';

/**
 * The sales site shows catalogue 5: Heating (furnace parts: three igniters and a flame rod)
 * and Fans (fan parts: a motor and a blade without description), plus a hidden category,
 * a preview-only one, a hidden model and a catalogue-7 igniter it must never find.
 */
export async function createFinderWorld() {
  const database: TestDatabase = await createTestDatabase();
  const { db } = database;
  await createCatalog(db, { catalogId: 5 });
  await createCatalog(db, { catalogId: 7 });
  await createSite(db, { name: 'sales', hostNames: [SALES_HOST], catalogId: 5 });
  await seedEntityDefinitions(db);

  const heating = await createProductTree(db, {
    category: { name: 'heating', orderBy: 1 },
    productClass: { name: 'furnaces' },
    series: { name: 'hx-series' },
    product: { name: 'furnace-parts', displayName: 'Furnace Parts' },
  });
  const fans = await createProductTree(db, {
    category: { name: 'fans', orderBy: 2 },
    product: { name: 'fan-parts', displayName: 'Fan Parts' },
  });
  const retired = await createProductTree(db, { category: { name: 'retired', visible: false } });
  const future = await createProductTree(db, { category: { name: 'future', isPreview: true } });
  const commercial = await createProductTree(db, {
    catalogIds: [7],
    category: { name: 'commercial' },
  });

  const model = (pcn: string, values: Parameters<typeof createModel>[1]) =>
    createModel(db, { pcnCatalogNumber: pcn, ...values });
  await model('100-0001', {
    fingoodTpiMfgMod: 'HX-100-IGN',
    descriptions: 'Igniter, hot surface',
    series: 'HX',
    barcode: '012345678905',
    notes: 'Sold as a kit',
    modelDimensions: { Height: 2, Width: 1, Depth: 1, Weight: 0.4 },
  });
  await model('100-0002', {
    fingoodTpiMfgMod: 'HX-100-FSR',
    descriptions: 'Flame sensor rod',
    series: 'HX',
    modelDimensions: { Height: 8, Width: 1, Depth: 1, Weight: 2.5 },
  });
  await model('100-0003', {
    fingoodTpiMfgMod: 'HX-200-IGN',
    descriptions: 'Igniter, 50% longer',
    series: 'HX2',
    ecommerce: false,
  });
  await model('200-0001', {
    fingoodTpiMfgMod: 'FN-10-MTR',
    descriptions: 'Fan motor',
    series: 'FN',
  });
  await model('200-0002', {
    fingoodTpiMfgMod: 'FN-10-BLD',
    descriptions: null,
    series: 'FN',
    barcode: ' ',
  });
  await model('100-0009', {
    fingoodTpiMfgMod: 'HX-OLD-IGN',
    descriptions: 'Igniter',
    visible: false,
  });
  await model('700-0001', { fingoodTpiMfgMod: 'CM-IGN', descriptions: 'Igniter, commercial' });
  await createModelTableSection(db, heating.product.productId, [
    '100-0001',
    '100-0002',
    '100-0003',
    '100-0009',
  ]);
  await createModelTableSection(db, fans.product.productId, ['200-0001', '200-0002']);
  await createModelTableSection(db, commercial.product.productId, ['700-0001']);
  await rebuildSearchIndex(db);

  const app: App = await buildTestApp(db);
  const users = {
    salesRep: await createUser(db, { roles: [Role.SalesRep] }),
    customer: await createUser(db, { roles: [Role.Customer] }),
  };
  const headers: Record<Caller, Record<string, string>> = await signInEach(app, users);

  return {
    database,
    app,
    headers,
    trees: { heating, fans, retired, future, commercial },
    get: (url: string, caller: Caller | null = 'salesRep') =>
      app.inject({ method: 'GET', url, headers: caller ? headers[caller] : { host: SALES_HOST } }),
    post: (url: string, payload: unknown, caller: Caller | null = 'salesRep') =>
      app.inject({
        method: 'POST',
        url,
        headers: caller ? headers[caller] : { host: SALES_HOST },
        payload: payload as object,
      }),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
export type FinderWorld = Awaited<ReturnType<typeof createFinderWorld>>;
