import {
  AccountMessage,
  AuthProvider,
  RESET_LINK_LIFETIME_MINUTES,
  type ChangePasswordRequest,
  type PasswordResetRequest,
  type Site,
  type UpdatePasswordRequest,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { Unauthorized, ValidationFailed } from '../../lib/errors.ts';
import { deleteUserSessions } from '../../lib/session-queries.ts';
import { digestSecret, newSecret } from '../../lib/session-token.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import { createLoginThrottle, withinLimit } from '../auth/login-throttle.ts';
import { TooManyRequests } from '../auth/signup.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { findUserByUsername, setPassword } from '../auth/user-queries.ts';
import { queueMail } from '../mail/outbox.ts';
import { insertReset, spendAllResets, spendReset } from './queries.ts';
import { recoveryMail } from './recovery-mail.ts';

const linkLifetimeMs = RESET_LINK_LIFETIME_MINUTES * 60_000;

/** Recovery links, resets and password changes; each ends every session of the user. */
export function createAccountService(db: Database, options: AccountsOptions) {
  const throttle = createLoginThrottle(options);
  const now = () => new Date(options.now());

  return {
    /** Same answer whether or not the address exists; a mail only for an active local user. */
    async requestReset(request: PasswordResetRequest, site: Site, origin: string, ip: string) {
      if (!(await withinLimit(options, `recovery:ip:${ip}`, options.limits.recoveryPerAddress)))
        throw new TooManyRequests();
      if (!(await options.botCheck.verify(request.Challenge, 'signup')))
        throw new ValidationFailed(AccountMessage.challengeInvalid, {
          Challenge: [AccountMessage.challengeInvalid],
        });
      const user = await findUserByUsername(db, request.Username);
      if (!user || user.disabled || user.authProvider !== AuthProvider.Local) return;
      const key = `recovery:user:${user.userId}`;
      if (!(await withinLimit(options, key, options.limits.recoveryPerAccount))) return;
      const code = newSecret();
      const createdAt = now();
      const link = `${origin}/authentication/reset-password?code=${code}&id=${user.userId}`;
      await db.transaction(async (tx) => {
        await insertReset(tx, {
          userId: user.userId,
          tokenHash: digestSecret(code),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + linkLifetimeMs),
        });
        await queueMail(tx, {
          to: user.email,
          ...recoveryMail(site.DisplayName, link, RESET_LINK_LIFETIME_MINUTES),
        });
      });
    },

    async updatePassword(request: UpdatePasswordRequest) {
      const passwordHash = await hashPassword(request.NewPassword);
      await db.transaction(async (tx) => {
        const at = now();
        const spent = await spendReset(tx, request.Id, digestSecret(request.Code), at);
        if (!spent) throw new ValidationFailed(AccountMessage.resetLinkInvalid);
        await setPassword(tx, spent.userId, passwordHash, at);
        await spendAllResets(tx, spent.userId, at);
        await deleteUserSessions(tx, spent.userId);
      });
    },

    /**
     * Checks the old password like a login (same limits), sets the new one and ends every
     * session; answers the user id so a signed-in caller gets a fresh session.
     */
    async changePassword(
      request: ChangePasswordRequest,
      ip: string,
      signedInUserId: number | null,
    ) {
      if ((await throttle.waitUntil(request.UserName, ip)) !== null) throw new TooManyRequests();
      const user = await findUserByUsername(db, request.UserName);
      const matches = await verifyPassword(user?.passwordHash ?? null, request.OldPassword);
      const allowed =
        user &&
        matches &&
        !user.disabled &&
        (signedInUserId === null || signedInUserId === user.userId);
      if (!allowed) {
        await throttle.failed(request.UserName, ip);
        throw new Unauthorized(AccountMessage.oldPasswordWrong);
      }
      await throttle.succeeded(request.UserName);
      const passwordHash = await hashPassword(request.NewPassword);
      await db.transaction(async (tx) => {
        const at = now();
        await setPassword(tx, user.userId, passwordHash, at);
        await spendAllResets(tx, user.userId, at);
        await deleteUserSessions(tx, user.userId);
      });
      return user.userId;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
