import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createCatalog, createSite } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { findNulCharacter } from './control-characters.ts';

describe('control characters in requests', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalog(database.db, { catalogId: 5 });
    // Inventory shown, so the inventory read would reach the database.
    await createSite(database.db, { name: 'parts', hostNames: ['localhost'], showInventory: true });
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each([
    ['/api/product/product?product=a%00b', 'product'],
    ['/api/catalog/getproduct/a%00b', 'name'],
    ['/api/product/productsections?product=ab&siteName=x%00', 'siteName'],
    ['/api/menu/5?isPreview=%1f', 'isPreview'],
    ['/api/Inventory/catalog/a%00b', 'catalogNumber'],
    ['/api/modelviewer/model/a%00b', 'catalogNumber'],
    ['/api/search/visibleModels?Site=a%00b', 'Site'],
    ['/api/export/exportSectionTable?siteName=a%00b', 'siteName'],
    ['/api/site/Catalogs?x=a%7fb', 'x'],
    ['/api/no-such-route/a%0ab', 'path'],
  ])('refuses %s with 400 naming %s', async (url, name) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: `${name} must not contain control characters`,
    });
  });

  it('refuses a control character in a repeated query value', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/search/visibleModels?Site=a&Site=b%00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Site must not contain control characters');
  });

  it('refuses a JSON body whose string holds U+0000, naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Username":"a\\u0000b","Password":"secret-password"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: 'Username must not contain control characters',
    });
  });

  it('still reads ordinary values, spaces and accents included', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/product/product?product=caf%C3%A9%20x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Exception: 'Product Not Found' });
  });
});

describe('findNulCharacter', () => {
  it('names the nested field or key that holds U+0000', () => {
    expect(findNulCharacter({ Lines: [{ Comment: 'ok' }, { Comment: 'x\u0000' }] })).toBe(
      'Lines.1.Comment',
    );
    expect(findNulCharacter({ Address: { 'a\u0000': 1 } })).toBe('Address');
  });

  it('lets line breaks and tabs through: they are content in free text', () => {
    expect(findNulCharacter({ Comment: 'first line\nsecond\tcolumn' })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)+$/);
  });
});
