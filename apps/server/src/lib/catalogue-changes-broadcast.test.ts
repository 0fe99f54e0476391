import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createCatalog, createProductTree, createSite } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  broadcastCatalogueChanges,
  type BroadcastCatalogueChanges,
  type OpenChannel,
} from './catalogue-changes-broadcast.ts';
import { postgresChangeChannel } from './catalogue-changes-postgres.ts';
import { redisChangeChannel } from './catalogue-changes-redis.ts';
import { createCacheRegistry } from './named-cache.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const quiet = () => {};

/** One portal instance: its own pool, caches and listener, on the shared database. */
interface Instance {
  app: App;
  db: Database;
  changes: BroadcastCatalogueChanges;
}

const transports: [string, (db: Database, url: string, channel: string) => OpenChannel][] = [
  [
    'PostgreSQL LISTEN/NOTIFY',
    (db, url) => postgresChangeChannel({ connectionString: url, pool: db.$client, log: quiet }),
  ],
  // A channel of this run's own: other runs on the same Redis do not clear these caches.
  [
    'Redis pub/sub',
    (_db, _url, channel) => redisChangeChannel({ url: REDIS_URL, channel, log: quiet }),
  ],
];

describe.each(transports)('catalogue changes over %s', (_name, channelOf) => {
  let database: TestDatabase;
  let categoryId: number;
  const instances: Instance[] = [];
  const channel = `portal-test:catalogue-changed:${randomBytes(6).toString('hex')}`;

  const startInstance = async (): Promise<Instance> => {
    const db = createDatabase(database.url, 2);
    const caches = createCacheRegistry();
    const changes = broadcastCatalogueChanges(caches, channelOf(db, database.url, channel), quiet);
    const app = await buildTestApp(db, caches, { catalogueChanges: changes });
    await changes.listening();
    const instance = { app, db, changes };
    instances.push(instance);
    return instance;
  };
  const categoryName = async ({ app }: Instance): Promise<string> => {
    const res = await app.inject({ url: '/api/menu/5', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    return res.json().Data[0].DisplayName;
  };
  const rename = (displayName: string) =>
    database.db
      .update(t.category)
      .set({ displayName })
      .where(eq(t.category.categoryId, categoryId));

  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalog(database.db, { catalogId: 5 });
    const site = await createSite(database.db, { name: 'parts', hostNames: ['localhost'] });
    await database.db
      .insert(t.siteCatalog)
      .values({ siteId: site.siteId, catalogId: 5, orderBy: 1 });
    const tree = await createProductTree(database.db);
    categoryId = tree.category.categoryId;
    await rename('Unit heaters');
  });
  afterAll(async () => {
    for (const { app, db, changes } of instances) {
      await app.close();
      await changes.close();
      await db.$client.end();
    }
    await database.drop();
  });

  it('shows an edit published on one instance on the other within a second', async () => {
    const a = await startInstance();
    const b = await startInstance();
    expect(await categoryName(a)).toBe('Unit heaters');
    expect(await categoryName(b)).toBe('Unit heaters');

    await rename('Heaters, unit');
    // Both still answer from their caches: the change has not been published yet.
    expect(await categoryName(b)).toBe('Unit heaters');
    const publishedAt = Date.now();
    await a.changes.published({ entityName: 'Category', id: categoryId });

    // The publisher does not wait for its own message.
    expect(await categoryName(a)).toBe('Heaters, unit');
    await expect
      .poll(() => categoryName(b), { timeout: 1_000, interval: 20 })
      .toBe('Heaters, unit');
    expect(Date.now() - publishedAt).toBeLessThan(1_000);
  });

  it('carries an edit published on the second instance to the first', async () => {
    const [a, b] = instances as [Instance, Instance];
    await rename('Unit heaters');
    await b.changes.published({ entityName: 'Category', id: categoryId });
    await expect.poll(() => categoryName(a), { timeout: 1_000, interval: 20 }).toBe('Unit heaters');
    expect(await categoryName(b)).toBe('Unit heaters');
  });
});
