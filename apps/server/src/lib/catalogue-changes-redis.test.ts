import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  broadcastCatalogueChanges,
  type BroadcastCatalogueChanges,
} from './catalogue-changes-broadcast.ts';
import { redisChangeChannel } from './catalogue-changes-redis.ts';
import { createCacheRegistry, type NamedCache } from './named-cache.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe('the Redis catalogue-change listener', () => {
  const suffix = randomBytes(6).toString('hex');
  const channel = `portal-test:catalogue-changed:${suffix}`;
  const connectionName = `portal-test-changes-${suffix}`;
  const admin = new Redis(REDIS_URL);
  const lines: string[] = [];
  let changes: BroadcastCatalogueChanges;
  let menu: NamedCache<string>;

  /** Ids of this test's subscribed connection, as Redis lists it. */
  const subscriberIds = async (): Promise<string[]> => {
    const list = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    return list
      .split('\n')
      .filter((line) => line.includes(` name=${connectionName} `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');
  };
  const notify = () =>
    admin.publish(channel, JSON.stringify({ origin: 'elsewhere', entityName: 'Model', id: 1 }));

  beforeAll(async () => {
    const caches = createCacheRegistry();
    menu = caches.create<string>('menu', { max: 10, ttlMs: 600_000 });
    const log = (line: string) => lines.push(line);
    changes = broadcastCatalogueChanges(
      caches,
      redisChangeChannel({ url: REDIS_URL, channel, connectionName, log }),
      log,
    );
    await changes.listening();
  });
  afterAll(async () => {
    await changes.close();
    await admin.quit();
  });

  it('clears the caches when another instance sends a change', async () => {
    menu.set('5', '[]');
    await notify();
    await expect.poll(() => menu.size, { timeout: 1_000, interval: 10 }).toBe(0);
  });

  it('subscribes again after its connection is killed, clears the caches, and hears later changes', async () => {
    const [id] = await subscriberIds();
    expect(id).toBeTruthy();
    menu.set('5', 'cached before the connection was lost');
    await admin.client('KILL', 'ID', id!);

    await expect
      .poll(async () => (await subscriberIds()).filter((other) => other !== id).length, {
        timeout: 5_000,
        interval: 25,
      })
      .toBe(1);
    await expect.poll(() => menu.size, { timeout: 1_000, interval: 10 }).toBe(0);
    await expect
      .poll(() => lines.some((line) => line.includes('connected again')), { timeout: 1_000 })
      .toBe(true);
    expect(lines.some((line) => line.includes('lost its Redis connection'))).toBe(true);

    menu.set('5', 'cached after reconnecting');
    await notify();
    await expect.poll(() => menu.size, { timeout: 1_000, interval: 10 }).toBe(0);
  });
});
