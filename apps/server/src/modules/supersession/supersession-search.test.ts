import {
  Role,
  type ModelReplacement,
  type ReplacementOffers,
  type SearchResults,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createCacheRegistry } from '../../lib/named-cache.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';

describe('a replaced number in the search and on its model', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { cartEnabled: true });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    const tree = await createProductTree(db);
    // 0045-100 → 0045-200 → 0045-300, and 0045-300 is not sold online: 0045-200 is offered.
    // 0045-100 is hidden, as a withdrawn part usually is; 0045-400 is still shown, and also
    // replaced by 0045-200.
    await createModel(db, { pcnCatalogNumber: '0045-100', visible: false });
    await createModel(db, { pcnCatalogNumber: '0045-200', descriptions: 'Blower wheel, new' });
    await createModel(db, { pcnCatalogNumber: '0045-300', ecommerce: false });
    await createModel(db, { pcnCatalogNumber: '0045-400', descriptions: 'Old gasket' });
    await createModelTableSection(db, tree.product.productId, [
      '0045-100',
      '0045-200',
      '0045-300',
      '0045-400',
    ]);
    await db.insert(t.modelSupersession).values([
      { pcnCatalogNumber: '0045-100', replacedBy: '0045-200', changedBy: 'Eden', note: 'Quieter' },
      { pcnCatalogNumber: '0045-200', replacedBy: '0045-300', changedBy: 'Eden' },
      { pcnCatalogNumber: '0045-400', replacedBy: '0045-200', changedBy: 'Eden' },
    ]);
    await rebuildSearchIndex(db);
    app = await buildTestApp(db, createCacheRegistry());
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  it('lists the replacement first, marked with the old number, however the number is typed', async () => {
    for (const keyword of ['0045-100', '45100', ' 0045 100 ']) {
      const page = await get<SearchResults>(`/api/search?keyword=${encodeURIComponent(keyword)}`);
      expect(page.List[0]).toMatchObject({
        ResultType: 'Model',
        PcnCatalogNumber: '0045-200',
        Replaces: '0045-100',
        Description: 'Blower wheel, new',
        SectionTableDisplayName: 'Replacement Parts',
      });
      // Numbers one edit away follow, as for any number found by nothing exact.
      expect(page.List.slice(1).map((r) => r.PcnCatalogNumber)).not.toContain('0045-200');
    }
  });

  it('keeps the old model listed after its replacement while it is still shown, a page later', async () => {
    const page = await get<SearchResults>('/api/search?keyword=0045-400');
    expect(page.List.map((r) => [r.PcnCatalogNumber, r.Replaces ?? null])).toEqual([
      ['0045-200', '0045-400'],
      ['0045-400', null],
    ]);
    const first = await get<SearchResults>('/api/search?keyword=0045-400&pagesize=1');
    const second = await get<SearchResults>('/api/search?keyword=0045-400&pagesize=1&page=2');
    expect([first.Total, second.Total]).toEqual([2, 2]);
    expect(first.List.map((r) => r.PcnCatalogNumber)).toEqual(['0045-200']);
    expect(second.List.map((r) => r.PcnCatalogNumber)).toEqual(['0045-400']);
  });

  it('offers the replacement in the model search too, as the cart and quick order look up', async () => {
    const page = await get<{ List: { PcnCatalogNumber: string; Replaces?: string | null }[] }>(
      '/api/search/visibleModels?Keyword=0045-100',
    );
    expect(page.List[0]).toMatchObject({ PcnCatalogNumber: '0045-200', Replaces: '0045-100' });
    expect(page.List.slice(1).every((r) => !r.Replaces)).toBe(true);
  });

  it('tells the old model’s page what replaced it and where the replacement is', async () => {
    const answer = await get<ModelReplacement>('/api/supersession/0045-100');
    expect(answer).toMatchObject({
      PcnCatalogNumber: '0045-100',
      ReplacedBy: '0045-200',
      Note: 'Quieter',
      Replacement: { PcnCatalogNumber: '0045-200', Replaces: '0045-100', SectionName: 'parts' },
    });
    // 0045-300 is not sold online: nothing newer than 0045-200 is offered.
    const noOffer = await get<ModelReplacement>('/api/supersession/0045-200');
    expect(noOffer).toMatchObject({ ReplacedBy: '0045-300', Replacement: null });
    const notReplaced = await get<ModelReplacement>('/api/supersession/0045-300');
    expect(notReplaced).toEqual({
      PcnCatalogNumber: '0045-300',
      ReplacedBy: null,
      Note: null,
      Replacement: null,
    });
  });

  it('offers the replacement of a number about to be ordered, with the price difference', async () => {
    const { db } = database;
    await db.update(t.model).set({ totalList: 40 }).where(eq(t.model.pcnCatalogNumber, '0045-100'));
    await db
      .update(t.model)
      .set({ totalList: 52.5 })
      .where(eq(t.model.pcnCatalogNumber, '0045-200'));
    await db.update(t.model).set({ totalList: 61 }).where(eq(t.model.pcnCatalogNumber, '0045-400'));
    const res = await app.inject({
      method: 'POST',
      url: '/api/supersession/offers',
      headers: { host: 'localhost' },
      payload: { pcns: ['45100', '0045-400', '0045-300', 'NO-SUCH'] },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ReplacementOffers).List).toEqual([
      {
        Requested: '45100',
        PcnCatalogNumber: '0045-100',
        Replacement: '0045-200',
        ReplacementDescription: 'Blower wheel, new',
        Note: 'Quieter',
        // The old model is hidden: it is not sold, so it has no price to compare.
        UnitPrice: 0,
        ReplacementUnitPrice: 52.5,
        PriceDifference: 52.5,
      },
      {
        Requested: '0045-400',
        PcnCatalogNumber: '0045-400',
        Replacement: '0045-200',
        ReplacementDescription: 'Blower wheel, new',
        Note: null,
        UnitPrice: 61,
        ReplacementUnitPrice: 52.5,
        PriceDifference: -8.5,
      },
    ]);
  });

  it('prices the offers for a customer named only by someone who may see them', async () => {
    const { db } = database;
    await createCustomer(db, { customerNumber: '1000123', customerName: 'Acme' });
    const admin = await createUser(db, { roles: [Role.CustomerAdmin] });
    const { bearer } = await signIn(app, admin.username, admin.password);
    const payload = { pcns: ['0045-400'], CustomerNumber: '1000123' };
    const offers = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/supersession/offers', headers, payload });
    const asAdmin = await offers(bearer);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as ReplacementOffers).List[0]).toMatchObject({
      Replacement: '0045-200',
      PriceDifference: -8.5,
    });
    expect((await offers({ host: 'localhost' })).statusCode).toBe(404);
  });
});
