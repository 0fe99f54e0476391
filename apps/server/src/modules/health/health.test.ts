import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('GET /api/health', () => {
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

  it('answers 200 with the database up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { state: 'up' } });
  });

  it('matches paths case-insensitively', async () => {
    const res = await app.inject({ method: 'GET', url: '/API/Health' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Successful: false, Message: 'Not found' });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestDatabase();
    const brokenApp = await buildTestApp(other.db);
    await other.drop();
    const res = await brokenApp.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { state: 'down' } });
    await brokenApp.close();
  });
});
