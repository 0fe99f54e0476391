import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BotCheck } from './bot-check.ts';
import type { SpentChallenges } from './spent-challenges.ts';

export interface SignedChallengeOptions {
  /** Shared by every app instance (BOT_CHECK_SECRET); random per process when absent. */
  secret?: string;
  /** Where used challenges are remembered, so that each verifies once (docs/decisions/106). */
  spent: SpentChallenges;
  lifetimeMs?: number;
  now?: () => number;
}

/**
 * Offline default: a short-lived, single-use challenge signed with the server's key. A script
 * must fetch one from the portal (rate-limited like the calls it guards) for each sign-up or
 * recovery and use it within minutes.
 */
export function createSignedChallenge(options: SignedChallengeOptions): BotCheck {
  const key = options.secret ?? randomBytes(32).toString('hex');
  const lifetimeMs = options.lifetimeMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    async issue(action) {
      const expiresAt = new Date(now() + lifetimeMs);
      const payload = `v1.${action}.${expiresAt.getTime()}.${randomBytes(12).toString('base64url')}`;
      return { challenge: `${payload}.${sign(payload)}`, expiresAt };
    },
    async verify(challenge, action) {
      if (!challenge || challenge.length > 300) return false;
      const cut = challenge.lastIndexOf('.');
      const payload = challenge.slice(0, cut);
      const given = Buffer.from(challenge.slice(cut + 1));
      const expected = Buffer.from(sign(payload));
      if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
        return false;
      const [version, forAction, expires, nonce] = payload.split('.');
      const expiresAt = Number(expires);
      if (version !== 'v1' || forAction !== action || !(expiresAt > now()) || !nonce) return false;
      // Only a genuine, unexpired challenge is remembered: forgeries cannot fill the store.
      return options.spent.spend(nonce, new Date(expiresAt));
    },
  };
}
