import type { AccountsOptions } from './accounts-options.ts';

const userKey = (username: string) => `login:user:${username.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

/**
 * Failed logins per typed user name (known or not, so the answer tells nothing) and per
 * client address. After a few failures each further try must wait, doubling up to a limit;
 * after more the name is locked for a while. A success clears the name's count.
 */
export function createLoginThrottle(options: AccountsOptions) {
  const { throttle, limits, now } = options;
  return {
    /** Epoch ms until which logins for this name or from this address must wait, or null. */
    async waitUntil(username: string, ip: string): Promise<number | null> {
      const [byUser, byAddress] = await Promise.all([
        throttle.blockedUntil(userKey(username), now()),
        throttle.blockedUntil(addressKey(ip), now()),
      ]);
      const until = Math.max(byUser ?? 0, byAddress ?? 0);
      return until > 0 ? until : null;
    },
    async failed(username: string, ip: string): Promise<void> {
      const at = now();
      const failures = await throttle.hit(userKey(username), limits.loginWindowMs, at);
      if (failures >= limits.loginLockAfter) {
        await throttle.block(userKey(username), at + limits.loginLockMs, at);
      } else if (failures >= limits.loginSlowAfter) {
        const delay = Math.min(
          1000 * 2 ** (failures - limits.loginSlowAfter),
          limits.loginMaxDelayMs,
        );
        await throttle.block(userKey(username), at + delay, at);
      }
      const fromAddress = await throttle.hit(addressKey(ip), limits.loginWindowMs, at);
      if (fromAddress >= limits.addressLockAfter) {
        await throttle.block(addressKey(ip), at + limits.loginLockMs, at);
      }
    },
    async succeeded(username: string): Promise<void> {
      await throttle.clear(userKey(username));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** A fixed-window request limit (sign-up, recovery); true while within it. */
export async function withinLimit(
  options: AccountsOptions,
  key: string,
  limit: number,
): Promise<boolean> {
  const count = await options.throttle.hit(key, options.limits.requestWindowMs, options.now());
  return count <= limit;
}
