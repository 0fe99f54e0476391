import {
  AccountMessage,
  AuthProvider,
  signupRoleFor,
  siteKindOf,
  type LoginFailureCode,
  type LoginRequest,
  type Site,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { DirectoryEntry } from '../../integrations/directory/directory.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { newSecret } from '../../lib/session-token.ts';
import { verifyPassword } from './passwords.ts';
import {
  countRoles,
  findUserByUsername,
  grantRole,
  insertUser,
  type LoginUser,
} from './user-queries.ts';

export type LoginOutcome =
  | { ok: true; userId: number }
  | { ok: false; status: number; code: LoginFailureCode; message: string; retryAfterMs?: number };

/**
 * A wrong name or password says so. While the directory cannot be reached nobody can tell,
 * and every refusal (a local user's too, so that the answer tells no one which kind a name
 * is) says to try again later.
 */
const refused = (directoryDown: boolean): LoginOutcome => ({
  ok: false,
  status: 401,
  code: 'LoginFailed',
  message: directoryDown ? AccountMessage.loginFailed : AccountMessage.loginIncorrect,
});

/** A directory name no account has: what a decoy bind asks the directory about. */
const DECOY_DIRECTORY_NAME = 'portal-login-decoy';

/**
 * Checks the credentials. Every attempt costs one password hash check and one directory
 * bind, whoever the name belongs to (a local user, a directory user or nobody), so neither
 * the answer nor its time tells which.
 */
export function createLoginService(
  db: Database,
  options: AccountsOptions,
  log?: FastifyBaseLogger,
) {
  const throttle = createLoginThrottle(options);
  const daysMs = 86_400_000;

  const passwordExpired = (user: LoginUser) =>
    user.authProvider === AuthProvider.Local &&
    options.passwordMaxAgeDays > 0 &&
    options.now() - user.passwordChangedAt.getTime() > options.passwordMaxAgeDays * daysMs;

  /** A directory user seen for the first time becomes a user of the site's kind. */
  const adoptDirectoryUser = async (entry: DirectoryEntry, site: Site): Promise<number> =>
    db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        username: entry.username,
        email: entry.email,
        firstName: entry.firstName,
        lastName: entry.lastName,
        authProvider: AuthProvider.Directory,
      });
      await grantRole(tx, userId, signupRoleFor(siteKindOf(site.Name)));
      return userId;
    });

  /** A directory that cannot be reached finds nobody; the log says why. */
  const bind = async (username: string, password: string) => {
    try {
      return { entry: await options.directory.authenticate(username, password), down: false };
    } catch (error) {
      log?.warn({ err: error }, 'directory sign-in failed');
      return { entry: null, down: true };
    }
  };

  type Checked = { found: LoginUser | number | null; directoryDown: boolean };
  const check = async (request: LoginRequest, site: Site): Promise<Checked> => {
    const user = await findUserByUsername(db, request.Username);
    const local = user !== null && user.authProvider !== AuthProvider.Directory;
    // A local user's password never goes to the directory: the decoy bind uses a random one.
    const [matches, { entry, down }] = await Promise.all([
      verifyPassword(local ? user.passwordHash : null, request.Password),
      local ? bind(DECOY_DIRECTORY_NAME, newSecret()) : bind(request.Username, request.Password),
    ]);
    const answer = (found: LoginUser | number | null): Checked => ({ found, directoryDown: down });
    if (local) return answer(matches ? user : null);
    if (user) return answer(entry ? user : null);
    if (!entry) return answer(null);
    const known = await findUserByUsername(db, entry.username);
    return answer(known ?? (await adoptDirectoryUser(entry, site)));
  };

  return {
    async login(request: LoginRequest, site: Site, ip: string): Promise<LoginOutcome> {
      const waitUntil = await throttle.waitUntil(request.Username, ip);
      if (waitUntil !== null) {
        return {
          ok: false,
          status: 429,
          code: 'LockedOut',
          message: AccountMessage.tooManyAttempts,
          retryAfterMs: waitUntil - options.now(),
        };
      }
      const { found, directoryDown } = await check(request, site);
      if (found === null) {
        await throttle.failed(request.Username, ip);
        return refused(directoryDown);
      }
      await throttle.succeeded(request.Username);
      if (typeof found === 'number') return { ok: true, userId: found };
      if (found.disabled) {
        return {
          ok: false,
          status: 403,
          code: 'Deactivated',
          message: AccountMessage.accountDeactivated,
        };
      }
      if (passwordExpired(found)) {
        return {
          ok: false,
          status: 403,
          code: 'PasswordExpired',
          message: AccountMessage.passwordExpired,
        };
      }
      if ((await countRoles(db, found.userId)) === 0) {
        await grantRole(db, found.userId, signupRoleFor(siteKindOf(site.Name)));
      }
      return { ok: true, userId: found.userId };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
