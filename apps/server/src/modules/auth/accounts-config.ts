import type { Config } from '../../config.ts';
import { createRedisSpentChallenges } from '../../integrations/bot-check/redis-spent-challenges.ts';
import { createLdapDirectory } from '../../integrations/directory/ldap-directory.ts';
import type { AccountsConfig } from './accounts-options.ts';
import { createRedisThrottleStore } from './redis-throttle-store.ts';

/** The account adapters the environment asks for (README, Configuration). */
export function accountsFromConfig(config: Config): AccountsConfig {
  return {
    sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000,
    passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
    limits: {
      signupPerAddress: config.SIGNUP_LIMIT_PER_HOUR,
      recoveryPerAddress: config.RECOVERY_LIMIT_PER_HOUR,
      recoveryPerAccount: config.RECOVERY_MAILS_PER_HOUR,
      lookupPerAddress: config.LOOKUP_LIMIT_PER_HOUR,
      uploadPerAddress: config.UPLOAD_LIMIT_PER_HOUR,
    },
    ...(config.DIRECTORY_URL
      ? {
          directory: createLdapDirectory({
            url: config.DIRECTORY_URL,
            baseDn: config.DIRECTORY_BASE_DN,
            userAttribute: config.DIRECTORY_USER_ATTRIBUTE,
          }),
        }
      : {}),
    ...(config.REDIS_URL
      ? {
          throttle: createRedisThrottleStore(config.REDIS_URL),
          spentChallenges: createRedisSpentChallenges(config.REDIS_URL),
        }
      : {}),
    botCheckSecret: config.BOT_CHECK_SECRET,
  };
}
