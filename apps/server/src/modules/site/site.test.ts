import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('site API', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5, displayName: 'Replacement Parts' });
    await createCatalog(db, { catalogId: 7, displayName: 'Commercial HVAC' });
    const parts = await createSite(db, {
      name: 'parts',
      browserTitle: 'Replacement Parts',
      hostNames: ['parts.localhost', 'localhost'],
      hasPricing: true,
    });
    await createSite(db, {
      name: 'sales',
      hostNames: ['sales.localhost'],
      showInventory: true,
      catalogId: 7,
    });
    await db.insert(t.siteCatalog).values([
      { siteId: parts.siteId, catalogId: 7, orderBy: 2 },
      { siteId: parts.siteId, catalogId: 5, orderBy: 1 },
    ]);
    await db.insert(t.division).values([
      { divisionId: 2, name: 'ventilation', displayName: 'Ventilation' },
      { divisionId: 1, name: 'heating', displayName: 'Heating' },
    ]);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, host = 'localhost:3000') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('resolves the site from the host name, ignoring port and case', async () => {
    const res = await get('/api/site', 'SALES.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Name: 'sales', ShowInventory: true, CatalogId: 7 });
  });

  it('gives an unknown host the parts site and the default catalogue 5', async () => {
    const res = await get('/api/site', 'unknown.example.com');
    expect(res.json()).toMatchObject({ Name: 'parts', HasPricing: true, CatalogId: 5 });
  });

  it('looks a site up by host name and answers 404 for one no site claims', async () => {
    expect((await get('/api/site/sales.localhost')).json()).toMatchObject({ Name: 'sales' });
    const missing = await get('/api/site/nowhere.localhost');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      Successful: false,
      Message: 'No site answers to the host name nowhere.localhost.',
    });
  });

  it('rejects a malformed host name with 400 and a message', async () => {
    const res = await get('/api/site/not%20a%20host!');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain('hostname must be a host name');
  });

  it("lists the site's catalogues in the site's order", async () => {
    const res = await get('/api/site/Catalogs', 'parts.localhost');
    expect(res.json().map((c: { CatalogId: number }) => c.CatalogId)).toEqual([5, 7]);
    expect(res.json()[0]).toMatchObject({ DisplayName: 'Replacement Parts', CartEnabled: false });
  });

  it("falls back to the site's own catalogue when it lists none", async () => {
    const res = await get('/api/site/catalogs', 'sales.localhost');
    expect(res.json()).toEqual([expect.objectContaining({ CatalogId: 7 })]);
  });

  it('lists divisions by display name', async () => {
    const res = await get('/api/site/Divisions');
    expect(res.json()).toEqual([
      { DivisionId: 1, Name: 'heating', DisplayName: 'Heating' },
      { DivisionId: 2, Name: 'ventilation', DisplayName: 'Ventilation' },
    ]);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/site/Catalogs');
  });
});
