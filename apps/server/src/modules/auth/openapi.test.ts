import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('OpenAPI description of the account calls', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('documents the account paths with their bodies and queries', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { requestBody?: unknown; parameters?: unknown[] }>
    >;
    expect(paths['/api/Authentication/Login']?.post?.requestBody).toBeDefined();
    expect(paths['/api/user/']?.get?.parameters ?? paths['/api/user']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'SortBy', in: 'query' })]),
    );
    for (const path of [
      '/api/customer/{customerNumber}',
      '/api/sales-rep/{id}',
      '/api/user/activate/{userId}',
    ]) {
      expect(Object.keys(paths)).toContain(path);
    }
  });
});
