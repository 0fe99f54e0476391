import {
  AccountMessage,
  setAsideMessage,
  siteKindOf,
  type ActivationRequest,
  type AddPermissionsRequest,
  type LookupEntry,
  type PermissionsRequest,
  type PermissionsResult,
  type ProfileUpdate,
  type Site,
  type SiteKind,
  type User,
  type UserListPage,
  type UserListQuery,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { deleteUserSessions } from '../../lib/session-queries.ts';
import type { Viewer } from '../../lib/session.ts';
import {
  audit,
  grantCustomers,
  grantSalesReps,
  setDisabled,
  updateNames,
} from './grant-queries.ts';
import { listUsers } from './list-queries.ts';
import { lookupCustomers, lookupSalesReps } from './lookup-queries.ts';
import { customerPermissionsOf, findUserRecord, salesRepPermissionsOf } from './profile-queries.ts';
import { listRequests } from './request-list-queries.ts';
import { fileRequests, sortRequestedIds, type SortedRequest } from './requests.ts';

const asMessage = (sorted: SortedRequest) =>
  [
    setAsideMessage('sales-rep', {
      heldTyped: sorted.heldSalesRepIds,
      waitingTyped: sorted.waitingSalesRepIds,
    }),
    setAsideMessage('customer', {
      heldTyped: sorted.heldCustomerIds,
      waitingTyped: sorted.waitingCustomerIds,
    }),
  ]
    .filter(Boolean)
    .join(' ');

/**
 * A portal takes requests for its own kind only (decision 083): a customer number asked for
 * on the sales portal would wait for a decision nobody there makes.
 */
function refuseOtherKind(kind: SiteKind, request: PermissionsRequest): void {
  if (kind !== 'sales-rep' && request.salesRepIds.length > 0)
    throw new ValidationFailed(AccountMessage.salesRepsRequestedOnSalesPortal, {
      salesRepIds: [AccountMessage.salesRepsRequestedOnSalesPortal],
    });
  if (kind !== 'customer' && request.customerNumbers.length > 0)
    throw new ValidationFailed(AccountMessage.customersRequestedOnCustomerPortal, {
      customerNumbers: [AccountMessage.customersRequestedOnCustomerPortal],
    });
}

/** Profiles, permission requests and the customer admin's user management. */
export function createUserService(db: Database, now: () => number) {
  const load = async (userId: number): Promise<User> => {
    const record = userId > 0 ? await findUserRecord(db, userId) : null;
    if (!record) throw new NotFound(AccountMessage.userNotFound);
    const [salesReps, customers, requests] = await Promise.all([
      salesRepPermissionsOf(db, userId),
      customerPermissionsOf(db, userId),
      listRequests(db, { userIds: [userId] }),
    ]);
    return {
      UserId: record.userId,
      Username: record.username,
      Name: record.firstName,
      LastName: record.lastName,
      Email: record.email,
      AuthProviderType: record.authProvider === 'AD' ? 'AD' : 'Local',
      Disabled: record.disabled,
      DisabledByUserName: record.disabledByUserName,
      Comment: record.comment,
      DateCreated: record.createdAt.toISOString(),
      Roles: record.roles,
      SalesRepPermissions: salesReps,
      CustomerPermissions: customers,
      SalesRepPermissionRequests: requests.filter((r) => r.SalesRepresentativeNumber !== null),
      CustomerPermissionRequests: requests.filter((r) => r.CustomerNumber !== null),
    };
  };

  /**
   * Looks ids up and sets aside held ones (and, for a request, those already waiting for
   * approval); throws the spec's messages when nothing is left.
   */
  const sortOrRefuse = async (
    userId: number,
    ids: { salesRepIds: string[]; customerNumbers: string[] },
    setAsideOpenRequests: boolean,
  ) => {
    const sorted = await sortRequestedIds(db, userId, ids, { setAsideOpenRequests });
    if (!sorted.anyFound) throw new ValidationFailed(AccountMessage.permissionsRequestInvalid);
    if (sorted.salesReps.length + sorted.customers.length === 0)
      throw new Conflict(asMessage(sorted));
    return sorted;
  };

  return {
    /** A user's details: their own, or anyone's for a customer admin. */
    async user(viewer: Viewer, userId: number): Promise<User> {
      if (!viewer.isCustomerAdmin && userId !== viewer.userId)
        throw new NotFound(AccountMessage.userNotFound);
      return load(userId);
    },

    async requestPermissions(
      viewer: Viewer,
      site: Site,
      request: PermissionsRequest,
    ): Promise<PermissionsResult> {
      const kind = siteKindOf(site.Name);
      refuseOtherKind(kind, request);
      const sorted = await sortOrRefuse(viewer.userId, request, true);
      await db.transaction((tx) => fileRequests(tx, viewer.userId, sorted));
      const holdsKind =
        viewer.isCustomerAdmin ||
        (kind === 'sales-rep' && viewer.salesReps.length > 0) ||
        (kind === 'customer' && viewer.customers.length > 0);
      return {
        Successful: true,
        Message: asMessage(sorted) || AccountMessage.requestSent,
        Added: [...sorted.salesReps, ...sorted.customers],
        AlreadyHeld: [...sorted.heldSalesRepIds, ...sorted.heldCustomerIds],
        AlreadyRequested: [...sorted.waitingSalesRepIds, ...sorted.waitingCustomerIds],
        HasAccess: holdsKind,
      };
    },

    async addPermissions(
      viewer: Viewer,
      request: AddPermissionsRequest,
    ): Promise<PermissionsResult> {
      if (!(await findUserRecord(db, request.userId)))
        throw new NotFound(AccountMessage.userNotFound);
      const sorted = await sortOrRefuse(request.userId, request, false);
      await db.transaction(async (tx) => {
        await grantSalesReps(tx, request.userId, sorted.salesReps, viewer.userId);
        await grantCustomers(tx, request.userId, sorted.customers, viewer.userId);
        for (const n of [...sorted.salesReps, ...sorted.customers])
          await audit(tx, {
            userId: request.userId,
            actorUserId: viewer.userId,
            action: 'grant',
            resourceNumber: n,
          });
      });
      return {
        Successful: true,
        Message: asMessage(sorted) || AccountMessage.permissionsAdded,
        Added: [...sorted.salesReps, ...sorted.customers],
        AlreadyHeld: [...sorted.heldSalesRepIds, ...sorted.heldCustomerIds],
        AlreadyRequested: [],
        HasAccess: true,
      };
    },

    lookupSalesReps: (ids: string[]): Promise<LookupEntry[]> => lookupSalesReps(db, ids),
    lookupCustomers: (ids: string[]): Promise<LookupEntry[]> => lookupCustomers(db, ids),

    async salesRepsOf(viewer: Viewer, userId: number | undefined) {
      const target = userId ?? viewer.userId;
      if (target !== viewer.userId && !viewer.isCustomerAdmin)
        throw new NotFound(AccountMessage.userNotFound);
      const held = await salesRepPermissionsOf(db, target);
      return held.map((p) => ({ Id: p.ResourceId, Name: p.ResourceName }));
    },

    /** Names on the sales and customer sites; the e-mail only for directory users. */
    async updateProfile(viewer: Viewer, site: Site, userId: number, update: ProfileUpdate) {
      if (userId !== viewer.userId) throw new NotFound(AccountMessage.userNotFound);
      if (siteKindOf(site.Name) === 'catalogue')
        throw new Forbidden(AccountMessage.profileEditNotOffered);
      const emailChanged = update.Email.toLowerCase() !== viewer.email.toLowerCase();
      if (emailChanged && viewer.authProvider !== 'AD')
        throw new ValidationFailed(AccountMessage.emailReadOnly, {
          Email: [AccountMessage.emailReadOnly],
        });
      await updateNames(db, userId, {
        firstName: update.Name,
        lastName: update.LastName,
        email: update.Email,
      });
      return { Successful: true, Message: AccountMessage.updatedSuccessfully };
    },

    /** Deactivation ends every session of the user at once. */
    async setActive(viewer: Viewer, userId: number, request: ActivationRequest) {
      if (userId === viewer.userId)
        throw new Forbidden('You cannot change your own account status.');
      await db.transaction(async (tx) => {
        const found = await setDisabled(tx, userId, {
          disabled: request.Disabled,
          by: viewer.userId,
          comment: request.Comment,
          at: new Date(now()),
        });
        if (!found) throw new NotFound(AccountMessage.userNotFound);
        await audit(tx, {
          userId,
          actorUserId: viewer.userId,
          action: request.Disabled ? 'deactivate' : 'activate',
          comment: request.Comment,
        });
        if (request.Disabled) await deleteUserSessions(tx, userId);
      });
      return { Successful: true, Message: AccountMessage.updatedSuccessfully };
    },

    async list(query: UserListQuery): Promise<UserListPage> {
      const { rows, total } = await listUsers(db, query);
      return { List: rows, Page: query.Page, PageSize: query.PageSize, Total: total };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
