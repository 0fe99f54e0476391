import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bot-check challenges already used for a sign-up or recovery, by their random part, kept until
 * the challenge would have expired anyway: a challenge verifies once across every app instance.
 */
export const spentBotChallenge = pgTable(
  'spent_bot_challenge',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_bot_challenge_expires_idx').on(t.expiresAt)],
);
