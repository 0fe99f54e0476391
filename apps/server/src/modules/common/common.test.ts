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

  it('lists every ISO 3166-1 country, the United States first and Canada second', async () => {
    const res = await get('/api/common/countries');
    expect(res.statusCode).toBe(200);
    const countries: { AlphaCode: string; Name: string }[] = res.json();
    expect(countries).toHaveLength(249);
    expect(countries.slice(0, 2)).toEqual([
      { AlphaCode: 'US', Name: 'United States' },
      { AlphaCode: 'CA', Name: 'Canada' },
    ]);
    expect(countries).toContainEqual({ AlphaCode: 'DE', Name: 'Germany' });
    expect(countries).toContainEqual({ AlphaCode: 'MX', Name: 'Mexico' });
    expect(countries).toContainEqual({ AlphaCode: 'AX', Name: 'Aland' });
    const codes = countries.map((c) => c.AlphaCode);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    // Codes ISO does not assign are left out.
    for (const code of ['XK', 'AC', 'TA']) expect(codes).not.toContain(code);
    const rest = countries.slice(2).map((c) => c.Name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
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
