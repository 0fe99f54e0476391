import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { spentBotChallenge } from '../db/schema/index.ts';

/**
 * Forgets used bot-check challenges that have expired: their expiry refuses them from then on,
 * so the row has done its work. Answers how many went.
 */
export async function removeExpiredChallenges(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(spentBotChallenge)
    .where(lt(spentBotChallenge.expiresAt, now))
    .returning({ challengeId: spentBotChallenge.challengeId });
  return removed.length;
}
