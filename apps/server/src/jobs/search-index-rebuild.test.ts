import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../integrations/blob-store/disk-blob-store.ts';
import { createSandboxErp } from '../integrations/erp/sandbox-erp.ts';
import { createCatalog, createProductTree } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  SEARCH_INDEX_QUEUE,
  startSearchIndexRebuilds,
  type SearchIndexRebuildOptions,
  type SearchIndexRebuilds,
} from './search-index-rebuild.ts';
import { startJobRunner } from './job-runner.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the search index rebuild after catalogue changes', () => {
  let database: TestDatabase;
  let boss: PgBoss | null = null;
  /** When each rebuild finished, in ms since the epoch. */
  let rebuiltAt: number[] = [];

  const start = async (
    options: Partial<SearchIndexRebuildOptions> = {},
  ): Promise<SearchIndexRebuilds> => {
    boss = new PgBoss({
      db: { executeSql: (text, values) => database.db.$client.query(text, values) },
    });
    await boss.start();
    return startSearchIndexRebuilds(
      boss,
      database.db,
      { error: () => {}, info: () => {} },
      {
        quietSeconds: 1,
        rebuilt: async () => void rebuiltAt.push(Date.now()),
        ...options,
      },
    );
  };
  const indexed = async (productId: number) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from search_entry where product_id = ${productId}`,
    );
    return result.rows[0]?.n;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalog(database.db, { catalogId: 5 });
  });
  afterEach(async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    boss = null;
    // Each test starts with no rebuild waiting.
    await database.db.execute(sql`delete from pgboss.job where name = ${SEARCH_INDEX_QUEUE}`);
    rebuiltAt = [];
  });
  afterAll(async () => {
    await database.drop();
  });

  it('rebuilds once for many changes, a quiet second after the last one', async () => {
    const rebuilds = await start();
    const { product } = await createProductTree(database.db);
    let lastAskedAt = 0;
    for (let change = 0; change < 8; change++) {
      await rebuilds.request();
      lastAskedAt = Date.now();
      await sleep(250);
    }
    expect(rebuiltAt).toEqual([]);

    await expect.poll(() => rebuiltAt.length, { timeout: 5_000, interval: 100 }).toBe(1);
    expect(rebuiltAt[0]! - lastAskedAt).toBeGreaterThanOrEqual(950);
    expect(await indexed(product.productId)).toBe(1);
    await sleep(2_500);
    expect(rebuiltAt).toHaveLength(1);
  }, 20_000);

  it('rebuilds again for a change made while a rebuild runs', async () => {
    let running = false;
    const rebuilds = await start({
      rebuilt: async () => {
        running = true;
        // A slow rebuild: the change below arrives before it has finished.
        if (rebuiltAt.length === 0) await sleep(1_500);
        rebuiltAt.push(Date.now());
      },
    });
    await rebuilds.request();
    await expect.poll(() => running, { timeout: 5_000, interval: 50 }).toBe(true);
    const { product } = await createProductTree(database.db);
    await rebuilds.request();
    await rebuilds.request();

    await expect.poll(() => rebuiltAt.length, { timeout: 8_000, interval: 100 }).toBe(2);
    expect(await indexed(product.productId)).toBe(1);
    await sleep(2_000);
    expect(rebuiltAt).toHaveLength(2);
  }, 20_000);

  it('does not wait for ever while changes keep coming', async () => {
    const rebuilds = await start({ maxWaitSeconds: 2 });
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      await rebuilds.request();
      await sleep(300);
    }
    expect(rebuiltAt.length).toBeGreaterThanOrEqual(1);
  }, 20_000);

  it('is woken through the job runner, as a published change wakes it', async () => {
    const runner = await startJobRunner({
      db: database.db,
      exportFiles: createDiskBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'))),
      exportThread: { warmUp: () => {}, build: async () => {}, stop: async () => {} },
      erp: createSandboxErp(database.db, { paceSeconds: 60 }),
      statusSyncSeconds: 60,
      mail: null,
      searchIndex: { quietSeconds: 1, rebuilt: async () => void rebuiltAt.push(Date.now()) },
      log: { error: () => {}, info: () => {} },
    });
    try {
      const { product } = await createProductTree(database.db);
      for (let change = 0; change < 20; change++) runner.wake('search-index-rebuild');
      await expect.poll(() => rebuiltAt.length, { timeout: 6_000, interval: 100 }).toBe(1);
      expect(await indexed(product.productId)).toBe(1);
    } finally {
      await runner.stop();
    }
  }, 20_000);
});
