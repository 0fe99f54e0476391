import { SEARCH_COUNT_CAP } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog, createProductTree } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { searchPage } from './queries.ts';
import type { SiteResultRow } from './result-rows.ts';
import { searchStatement } from './search-statement.ts';

// The statement is checked on index rows of one product: their models do not matter here.
describe('searchPage', () => {
  let database: TestDatabase;
  const prefixed = SEARCH_COUNT_CAP + 10;
  const ids = { model: [] as string[], prefix: [] as string[] };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    const { product } = await createProductTree(db);
    const insert = async (rows: { pcn: string; model: string }[]) => {
      const result = await db.execute(sql`
        insert into search_entry (catalog_id, preview_only, result_type, product_id,
                                  pcn_catalog_number, pcn_key, model_key, words)
        select 5, false, 'Model', ${product.productId}, r.pcn, r.pcn, r.model, ''::tsvector
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(pcn text, model text)
        returning pcn_key`);
      return result.rows.map((r) => String(r.pcn_key));
    };
    // Written in reverse so that rank order is not insertion order.
    const prefix = await insert(
      Array.from({ length: prefixed }, (_, i) => ({
        pcn: `977${String(prefixed - i).padStart(5, '0')}`,
        model: `M${i}`,
      })),
    );
    ids.prefix = prefix.sort();
    const model = await insert(['123', '456', '789'].map((pcn) => ({ pcn, model: '977' })));
    ids.model = model;
  });
  afterAll(() => database.drop());

  const page = async (offset: number, limit: number) => {
    const scope = { catalogId: 5, preview: false };
    const request = { keyword: '977', scope, offset, limit, rows: 'site' as const };
    const statement = searchStatement(request);
    const { counts, rows } = await searchPage<SiteResultRow>(database.db, request, statement!);
    return { counts, ids: rows.map((r) => r.pcn_catalog_number) };
  };

  it('counts tier after tier and stops at the cap', async () => {
    const { counts } = await page(0, 10);
    // exact number, exact model, number prefix, model prefix, words
    expect(counts).toEqual([0, 3, SEARCH_COUNT_CAP - 3, 0, 0]);
  });

  it('answers the first page in rank order across tiers', async () => {
    const { ids: first } = await page(0, 10);
    expect(first).toEqual([...ids.model, ...ids.prefix.slice(0, 7)]);
  });

  it('answers the last page inside the cap and nothing past it', async () => {
    const offset = SEARCH_COUNT_CAP - 10;
    expect((await page(offset, 10)).ids).toEqual(ids.prefix.slice(offset - 3, offset + 7));
    expect((await page(SEARCH_COUNT_CAP, 10)).ids).toEqual([]);
  });
});
