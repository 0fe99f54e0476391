import { Redis } from 'ioredis';
import type { SpentChallenges } from './spent-challenges.ts';

/** The used challenges in Redis; each key expires with its challenge. */
export function createRedisSpentChallenges(
  url: string,
  prefix = 'portal:spent-challenge:',
): SpentChallenges & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async spend(challengeId, expiresAt) {
      const ttlMs = Math.max(1, expiresAt.getTime() - Date.now());
      return (await redis.set(`${prefix}${challengeId}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async close() {
      await redis.quit();
    },
  };
}
