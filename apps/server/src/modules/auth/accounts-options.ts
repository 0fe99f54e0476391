import type { AppDeps } from '../../app.ts';
import type { BotCheck } from '../../integrations/bot-check/bot-check.ts';
import { createSignedChallenge } from '../../integrations/bot-check/signed-challenge.ts';
import {
  createPostgresSpentChallenges,
  type SpentChallenges,
} from '../../integrations/bot-check/spent-challenges.ts';
import { noDirectory, type Directory } from '../../integrations/directory/directory.ts';
import { createPostgresThrottleStore, type ThrottleStore } from './throttle-store.ts';

/** Failed-login and request limits (README, docs/decisions/063). */
export interface AccountLimits {
  /** Failures of one user name within the window before each further try must wait. */
  loginSlowAfter: number;
  /** Failures of one user name within the window that lock it. */
  loginLockAfter: number;
  loginWindowMs: number;
  loginLockMs: number;
  /** Longest wait while slowed. */
  loginMaxDelayMs: number;
  /** Failures from one address within the window that lock the address. */
  addressLockAfter: number;
  signupPerAddress: number;
  recoveryPerAddress: number;
  /** Bot-check challenges one address may fetch per window; three per sign-up or recovery. */
  challengePerAddress: number;
  /** Recovery mails one account receives per window; more requests get the same answer. */
  recoveryPerAccount: number;
  /** Customer and sales-rep number look-ups one signed-in user may make per window. */
  lookupPerUser: number;
  /** The same look-ups from one client address per window. */
  lookupPerAddress: number;
  /** Order documents one client address may upload per window. */
  uploadPerAddress: number;
  requestWindowMs: number;
}

export const defaultLimits: AccountLimits = {
  loginSlowAfter: 3,
  loginLockAfter: 10,
  loginWindowMs: 15 * 60_000,
  loginLockMs: 15 * 60_000,
  loginMaxDelayMs: 30_000,
  addressLockAfter: 100,
  signupPerAddress: 10,
  recoveryPerAddress: 10,
  challengePerAddress: 60,
  recoveryPerAccount: 3,
  lookupPerUser: 30,
  lookupPerAddress: 120,
  uploadPerAddress: 60,
  requestWindowMs: 60 * 60_000,
};

export interface AccountsOptions {
  sessionTtlMs: number;
  /** Local passwords older than this must be changed at login; 0 turns it off. */
  passwordMaxAgeDays: number;
  directory: Directory;
  botCheck: BotCheck;
  throttle: ThrottleStore;
  limits: AccountLimits;
  now: () => number;
}

export type AccountsConfig = Partial<Omit<AccountsOptions, 'limits'>> & {
  limits?: Partial<AccountLimits>;
  /** Signs the built-in bot check's challenges (BOT_CHECK_SECRET); random per process unset. */
  botCheckSecret?: string;
  /** Where the built-in bot check remembers used challenges; default: the database. */
  spentChallenges?: SpentChallenges;
};

/** Unless told, challenges follow the sign-up and recovery limits they serve. */
const withChallengeLimit = (
  limits: AccountLimits,
  given: Partial<AccountLimits> | undefined,
): AccountLimits => ({
  ...limits,
  challengePerAddress:
    given?.challengePerAddress ?? 3 * (limits.signupPerAddress + limits.recoveryPerAddress),
});

export function resolveAccountsOptions(
  deps: AppDeps & { accounts?: AccountsConfig },
): AccountsOptions {
  const given = deps.accounts ?? {};
  return {
    sessionTtlMs: given.sessionTtlMs ?? 12 * 3600_000,
    passwordMaxAgeDays: given.passwordMaxAgeDays ?? 180,
    directory: given.directory ?? noDirectory,
    botCheck:
      given.botCheck ??
      createSignedChallenge({
        secret: given.botCheckSecret,
        spent: given.spentChallenges ?? createPostgresSpentChallenges(deps.db),
      }),
    throttle: given.throttle ?? createPostgresThrottleStore(deps.db),
    limits: withChallengeLimit({ ...defaultLimits, ...given.limits }, given.limits),
    now: given.now ?? Date.now,
  };
}
