import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('countries and states', () => {
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

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists the countries orders ship to', async () => {
    const res = await get('/api/common/countries');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { AlphaCode: 'US', Name: 'United States' },
      { AlphaCode: 'CA', Name: 'Canada' },
    ]);
  });

  it('lists the US states with their USPS codes', async () => {
    const states = (await get('/api/common/country_states?countryAlphaCode=US')).json();
    expect(states).toHaveLength(56);
    expect(states).toContainEqual({ AlphaCode: 'TX', Name: 'Texas' });
    expect(states).toContainEqual({ AlphaCode: 'DC', Name: 'District of Columbia' });
  });

  it('lists the Canadian provinces and territories', async () => {
    const provinces = (await get('/api/common/country_states?countryAlphaCode=ca')).json();
    expect(provinces).toHaveLength(13);
    expect(provinces).toContainEqual({ AlphaCode: 'BC', Name: 'British Columbia' });
  });

  it('answers an empty list for a country without states', async () => {
    expect((await get('/api/common/country_states?countryAlphaCode=MX')).json()).toEqual([]);
  });

  it('refuses a missing or malformed country code', async () => {
    const missing = await get('/api/common/country_states');
    expect(missing.statusCode).toBe(400);
    const bad = await get('/api/common/country_states?countryAlphaCode=USA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain('countryAlphaCode must be a two-letter country code');
  });
});
