import {
  AccountMessage,
  AccessLevel,
  AuthProvider,
  signupRoleFor,
  siteKindOf,
  type AdSignupRequest,
  type RoleName,
  type Site,
  type SignupRequest,
} from '@portal/domain';
import type { Database, Executor } from '../../db/client.ts';
import { userCustomerPermission, userSalesRepPermission } from '../../db/schema/index.ts';
import { Conflict, DomainError, Forbidden, ValidationFailed } from '../../lib/errors.ts';
import { queueRequestReceivedMail } from '../user/request-mails.ts';
import { fileRequests, sortRequestedIds, type SortedRequest } from '../user/requests.ts';
import { refuseUnknownIds } from './unknown-ids.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { claimInvitation } from './invitation-queries.ts';
import { withinLimit } from './login-throttle.ts';
import { hashPassword } from './passwords.ts';
import { findUserByUsername, grantRole, insertUser, updateContact } from './user-queries.ts';

export class TooManyRequests extends DomainError {
  constructor() {
    super(429, AccountMessage.tooManyRequests);
  }
}

interface Grant {
  role: RoleName;
  salesReps: string[];
  customers: string[];
}

/**
 * Sign-up: with an invitation code the user is in at once with the code's role and
 * permissions; otherwise the account waits for its permission requests to be approved.
 */
export function createSignupService(db: Database, options: AccountsOptions) {
  const guard = async (site: Site, ip: string, challenge: string | undefined) => {
    if (siteKindOf(site.Name) === 'catalogue') throw new Forbidden(AccountMessage.signupNotOffered);
    if (!(await withinLimit(options, `signup:ip:${ip}`, options.limits.signupPerAddress)))
      throw new TooManyRequests();
    if (!(await options.botCheck.verify(challenge, 'signup')))
      throw new ValidationFailed(AccountMessage.challengeInvalid, {
        Challenge: [AccountMessage.challengeInvalid],
      });
  };

  /** The code's grant, or the sorted ids to request; throws the spec's messages. */
  type Plan = { grant: Grant } | { sorted: SortedRequest; role: RoleName };
  const plan = async (tx: Executor, request: AdSignupRequest, site: Site): Promise<Plan> => {
    if (request.InvitationCode) {
      const code = await claimInvitation(tx, request.InvitationCode, new Date(options.now()));
      if (!code)
        throw new ValidationFailed(AccountMessage.invitationCodeInvalid, {
          InvitationCode: [AccountMessage.invitationCodeInvalid],
        });
      const grant: Grant = {
        role: code.roleName as RoleName,
        salesReps: code.salesRepNumbers,
        customers: code.customerNumbers,
      };
      return { grant };
    }
    const kind = siteKindOf(site.Name);
    const ids =
      kind === 'customer'
        ? { salesRepIds: [], customerNumbers: request.CustomerNumbers }
        : { salesRepIds: request.SalesRepIds, customerNumbers: [] };
    if (ids.salesRepIds.length + ids.customerNumbers.length === 0) {
      const message =
        kind === 'customer' ? AccountMessage.customerIdRequired : AccountMessage.salesRepIdRequired;
      throw new ValidationFailed(message, {
        [kind === 'customer' ? 'CustomerNumbers' : 'SalesRepIds']: [message],
      });
    }
    const sorted = await sortRequestedIds(tx, null, ids, { setAsideOpenRequests: false });
    refuseUnknownIds(kind === 'customer' ? 'customer' : 'sales-rep', ids, sorted);
    return { sorted, role: signupRoleFor(kind) };
  };

  const applyGrant = async (tx: Executor, userId: number, grant: Grant) => {
    await grantRole(tx, userId, grant.role);
    if (grant.salesReps.length > 0)
      await tx
        .insert(userSalesRepPermission)
        .values(
          grant.salesReps.map((n) => ({
            userId,
            salesRepNumber: n,
            accessLevel: AccessLevel.ReadAndWrite,
          })),
        )
        .onConflictDoNothing();
    if (grant.customers.length > 0)
      await tx
        .insert(userCustomerPermission)
        .values(
          grant.customers.map((n) => ({
            userId,
            customerNumber: n,
            accessLevel: AccessLevel.ReadAndWrite,
          })),
        )
        .onConflictDoNothing();
  };

  return {
    /** Answers the new user's id and whether a code let them in. */
    async signup(request: SignupRequest, site: Site, ip: string) {
      await guard(site, ip, request.Challenge);
      const passwordHash = await hashPassword(request.Password);
      return db.transaction(async (tx) => {
        if (await findUserByUsername(tx, request.Email))
          throw new Conflict(AccountMessage.accountExists);
        const planned = await plan(tx, request, site);
        const userId = await insertUser(tx, {
          username: request.Email,
          email: request.Email,
          firstName: request.Name,
          lastName: request.LastName,
          passwordHash,
          authProvider: AuthProvider.Local,
          passwordChangedAt: new Date(options.now()),
        });
        if ('grant' in planned) await applyGrant(tx, userId, planned.grant);
        else {
          await grantRole(tx, userId, planned.role);
          await fileRequests(tx, userId, planned.sorted);
          await queueRequestReceivedMail(tx, userId, request.Email, site.DisplayName);
        }
        return { userId, signedIn: 'grant' in planned };
      });
    },

    /** A signed-in directory user without e-mail completes the sign-up; no password. */
    async directorySignup(userId: number, request: AdSignupRequest, site: Site, ip: string) {
      await guard(site, ip, request.Challenge);
      return db.transaction(async (tx) => {
        const planned = await plan(tx, request, site);
        await updateContact(tx, userId, {
          email: request.Email,
          firstName: request.Name,
          lastName: request.LastName,
        });
        if ('grant' in planned) await applyGrant(tx, userId, planned.grant);
        else {
          await fileRequests(tx, userId, planned.sorted);
          await queueRequestReceivedMail(tx, userId, request.Email, site.DisplayName);
        }
        return { userId, signedIn: 'grant' in planned };
      });
    },
  };
}
export type SignupService = ReturnType<typeof createSignupService>;
