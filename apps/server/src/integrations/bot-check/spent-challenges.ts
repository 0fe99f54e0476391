import type { Database } from '../../db/client.ts';
import { spentBotChallenge } from '../../db/schema/index.ts';

/**
 * The challenges already used, shared by every app instance: PostgreSQL by default, Redis when
 * REDIS_URL is set. An id needs keeping only until its challenge expires.
 */
export interface SpentChallenges {
  /** Marks the challenge used; true only for the first of any number of concurrent calls. */
  spend(challengeId: string, expiresAt: Date): Promise<boolean>;
}

export function createPostgresSpentChallenges(db: Database): SpentChallenges {
  return {
    async spend(challengeId, expiresAt) {
      const inserted = await db
        .insert(spentBotChallenge)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: spentBotChallenge.challengeId });
      return inserted.length === 1;
    },
  };
}
