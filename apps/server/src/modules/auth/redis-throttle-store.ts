import { Redis } from 'ioredis';
import type { ThrottleStore } from './throttle-store.ts';

/** The same counters in Redis; keys expire by themselves. */
export function createRedisThrottleStore(
  url: string,
  prefix = 'portal:throttle:',
): ThrottleStore & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const hits = (key: string) => `${prefix}${key}`;
  const blocked = (key: string) => `${prefix}${key}:blocked`;
  return {
    async hit(key, windowMs, _nowMs, amount = 1) {
      const [, incremented] = (await redis
        .multi()
        .set(hits(key), '0', 'PX', windowMs, 'NX')
        .incrby(hits(key), amount)
        .exec()) ?? [null, [null, 0]];
      return Number(incremented?.[1] ?? 0);
    },
    async blockedUntil(key, nowMs) {
      const value = await redis.get(blocked(key));
      const until = value === null ? null : Number(value);
      return until !== null && until > nowMs ? until : null;
    },
    async block(key, untilMs, nowMs) {
      await redis.set(blocked(key), String(untilMs), 'PX', Math.max(1, untilMs - nowMs));
    },
    async clear(key) {
      await redis.del(hits(key), blocked(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
