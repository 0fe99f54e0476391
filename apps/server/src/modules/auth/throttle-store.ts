import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';

/**
 * Counters for failed logins and request rate limits, shared by every app instance:
 * PostgreSQL by default, Redis when REDIS_URL is set (docs/decisions/063).
 */
export interface ThrottleStore {
  /**
   * Counts `amount` hits (one by default; zero only reads) in a fixed window starting at the
   * first hit; answers the count so far.
   */
  hit(key: string, windowMs: number, nowMs: number, amount?: number): Promise<number>;
  /** Epoch ms until which the key is blocked, or null. */
  blockedUntil(key: string, nowMs: number): Promise<number | null>;
  block(key: string, untilMs: number, nowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createPostgresThrottleStore(db: Database): ThrottleStore {
  return {
    async hit(key, windowMs, nowMs, amount = 1) {
      const now = new Date(nowMs);
      const windowStart = new Date(nowMs - windowMs);
      const [row] = await db
        .insert(loginThrottle)
        .values({ throttleKey: key, hits: amount, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginThrottle.throttleKey,
          set: {
            hits: sql`case when ${loginThrottle.windowStartedAt} <= ${windowStart} then ${amount}::int else ${loginThrottle.hits} + ${amount}::int end`,
            windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} <= ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
          },
        })
        .returning({ hits: loginThrottle.hits });
      return row!.hits;
    },
    async blockedUntil(key, nowMs) {
      const [row] = await db
        .select({ until: loginThrottle.blockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.throttleKey, key));
      const until = row?.until?.getTime() ?? null;
      return until !== null && until > nowMs ? until : null;
    },
    async block(key, untilMs, nowMs) {
      await db
        .insert(loginThrottle)
        .values({
          throttleKey: key,
          hits: 0,
          windowStartedAt: new Date(nowMs),
          blockedUntil: new Date(untilMs),
        })
        .onConflictDoUpdate({
          target: loginThrottle.throttleKey,
          set: { blockedUntil: new Date(untilMs) },
        });
    },
    async clear(key) {
      await db.delete(loginThrottle).where(eq(loginThrottle.throttleKey, key));
    },
  };
}
