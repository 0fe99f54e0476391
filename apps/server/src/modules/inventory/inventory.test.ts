import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createModel, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('GET /api/Inventory/catalog/{catalogNumber}', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createSite(db, { name: 'sales', hostNames: ['sales.localhost'], showInventory: true });
    await createModel(db, { pcnCatalogNumber: '120-4471' });
    await createModel(db, { pcnCatalogNumber: '120-9999', visible: false });
    await db.insert(t.supplierLocation).values([
      { supplierLocationId: 1, locationName: 'Reno, NV' },
      { supplierLocationId: 2, locationName: 'Memphis, TN' },
    ]);
    await db.insert(t.inventory).values([
      { pcnCatalogNumber: '120-4471', supplierLocationId: 1, quantityAvailable: 12 },
      { pcnCatalogNumber: '120-4471', supplierLocationId: 2, quantityAvailable: 0 },
    ]);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, host = 'sales.localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('lists quantity available per supplier location', async () => {
    const res = await get('/api/inventory/catalog/120-4471');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      PcnCatalogNumber: '120-4471',
      SupplierLocations: [
        { LocationName: 'Memphis, TN', QuantityAvailable: 0 },
        { LocationName: 'Reno, NV', QuantityAvailable: 12 },
      ],
    });
  });

  it('refuses a site that does not show inventory', async () => {
    const res = await get('/api/Inventory/catalog/120-4471', 'localhost');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'Inventory is not shown on this site.',
    });
  });

  it.each(['120-0000', '120-9999'])('answers 404 for unknown or hidden model %s', async (pcn) => {
    const res = await get(`/api/Inventory/catalog/${pcn}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(`Model ${pcn} was not found.`);
  });

  it('rejects an over-long catalogue number with 400', async () => {
    const res = await get(`/api/Inventory/catalog/${'9'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain('catalogNumber is too long');
  });
});
