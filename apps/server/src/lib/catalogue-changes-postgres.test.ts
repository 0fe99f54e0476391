import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  broadcastCatalogueChanges,
  type BroadcastCatalogueChanges,
} from './catalogue-changes-broadcast.ts';
import {
  LISTENER_APPLICATION_NAME,
  postgresChangeChannel,
  reconnectDelay,
} from './catalogue-changes-postgres.ts';
import { createCacheRegistry, type NamedCache } from './named-cache.ts';

const run = promisify(execFile);

describe('the PostgreSQL catalogue-change listener', () => {
  let database: TestDatabase;
  let changes: BroadcastCatalogueChanges;
  let menu: NamedCache<string>;
  const lines: string[] = [];

  /** The backend that holds the LISTEN, as the server sees it. */
  const listenerPids = async (): Promise<number[]> => {
    const result = await database.db.$client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    return result.rows.map((row) => row.pid);
  };
  /** Another instance's NOTIFY, sent straight from the database. */
  const notify = () =>
    database.db.$client.query(`select pg_notify('catalogue_changed', $1)`, [
      JSON.stringify({ origin: 'elsewhere', entityName: 'Model', id: 1 }),
    ]);

  beforeAll(async () => {
    database = await createTestDatabase();
    const caches = createCacheRegistry();
    menu = caches.create<string>('menu', { max: 10, ttlMs: 600_000 });
    changes = broadcastCatalogueChanges(
      caches,
      postgresChangeChannel({
        connectionString: database.url,
        pool: database.db.$client,
        log: (line) => lines.push(line),
        delay: () => 50,
      }),
      (line) => lines.push(line),
    );
    await changes.listening();
  });
  afterAll(async () => {
    await changes.close();
    await database.drop();
  });

  it('clears the caches when another instance sends a change', async () => {
    menu.set('5', '[]');
    await notify();
    await expect.poll(() => menu.size, { timeout: 1_000, interval: 10 }).toBe(0);
  });

  it('listens again after its backend is terminated, clears the caches, and hears later changes', async () => {
    const [pid] = await listenerPids();
    expect(pid).toBeDefined();
    menu.set('5', 'cached before the connection was lost');
    await database.db.$client.query('select pg_terminate_backend($1)', [pid]);

    // Changes sent while it was away are missed: the caches are cleared on reconnecting.
    await expect
      .poll(async () => (await listenerPids()).filter((p) => p !== pid).length, {
        timeout: 5_000,
        interval: 25,
      })
      .toBe(1);
    await expect.poll(() => menu.size, { timeout: 1_000, interval: 10 }).toBe(0);
    expect(lines.some((line) => line.includes('lost its connection'))).toBe(true);
    await expect
      .poll(() => lines.some((line) => line.includes('connected again')), { timeout: 1_000 })
      .toBe(true);

    menu.set('5', 'cached after reconnecting');
    await notify();
    await expect.poll(() => menu.size, { timeout: 1_000, interval: 10 }).toBe(0);
  });

  it('lets the process end once closed, also while it waits to reconnect', async () => {
    // A process of its own: only there does a handle left open show, as a process that stays.
    const module = (name: string) => JSON.stringify(new URL(name, import.meta.url).pathname);
    const script = `
      import pg from 'pg';
      import { broadcastCatalogueChanges } from ${module('./catalogue-changes-broadcast.ts')};
      import { postgresChangeChannel } from ${module('./catalogue-changes-postgres.ts')};
      import { createCacheRegistry } from ${module('./named-cache.ts')};
      const pool = new pg.Pool({ connectionString: process.env.URL });
      const open = (connectionString) => broadcastCatalogueChanges(createCacheRegistry(),
        postgresChangeChannel({ connectionString, pool, log: () => {} }), () => {});
      const listening = open(process.env.URL);
      await listening.listening();
      // Nothing answers on port 1: this one is between attempts when it is closed.
      const failing = open(process.env.URL.replace(/@[^/]+/, '@127.0.0.1:1'));
      await new Promise((done) => setTimeout(done, 300));
      await Promise.all([listening.close(), failing.close()]);
      await pool.end();
      process.stdout.write('closed');
    `;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { env: { ...process.env, URL: database.url }, timeout: 15_000 },
    );
    expect(stdout).toBe('closed');
  }, 20_000);

  it('waits 0.1 s before the first attempt, doubling up to 5 s', () => {
    expect([1, 2, 3, 6, 7, 20].map(reconnectDelay)).toEqual([100, 200, 400, 3_200, 5_000, 5_000]);
  });
});
