import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createMaterialGroup,
  createModels,
  createSite,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { TRUNCATED_HEADER } from './routes.ts';
import { MAX_VIEWER_ROWS } from './service.ts';

describe('model viewer size bound', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createMaterialGroup(db, { materialGroupNumber: 'BIG' });
    await createMaterialGroup(db, { materialGroupNumber: 'SMALL' });
    await createModels(db, MAX_VIEWER_ROWS + 1, 'B', { materialGroupNumber: 'BIG' });
    await createModels(db, 3, 'S', { materialGroupNumber: 'SMALL' });
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

  it('carries at most 5,000 rows and says so in a header', async () => {
    const res = await get('/api/modelviewer/materialGroup/BIG');
    expect(res.statusCode).toBe(200);
    expect(res.headers[TRUNCATED_HEADER]).toBe(String(MAX_VIEWER_ROWS));
    const tables = res.json().Data.Tables as { Models: unknown[] }[];
    expect(tables.reduce((n, t) => n + t.Models.length, 0)).toBe(MAX_VIEWER_ROWS);
  });

  it('sends no truncation header when everything fits', async () => {
    const res = await get('/api/modelviewer/materialGroup/SMALL');
    expect(res.headers[TRUNCATED_HEADER]).toBeUndefined();
    expect(res.json().Data.Tables[0].Models).toHaveLength(3);
  });
});
