import { z } from 'zod';
import { USER_LIST_PAGE_SIZE } from './constants.ts';
import { AccountMessage } from './messages.ts';
import { firstNameOf, lastNameOf } from './names.ts';
import { emailAddress } from './password.ts';

export const permission = z.object({
  Id: z.number().int(),
  ResourceId: z.string(),
  ResourceName: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  /** 1 = SalesRep, 2 = Customer. */
  Type: z.union([z.literal(1), z.literal(2)]),
  /** Unknown 0, Owner 1, Read 2, ReadAndWrite 3. */
  AccessLevel: z.number().int(),
});
export type Permission = z.infer<typeof permission>;

export const permissionRequest = z.object({
  Id: z.number().int(),
  /** 1 pending approval, 2 approved, 3 rejected, 5 waiting for the sales rep. */
  Status: z.number().int(),
  UserId: z.number().int(),
  UserEmail: z.string(),
  UserName: z.string(),
  RejectionReason: z.string().nullable(),
  SalesRepresentativeNumber: z.string().nullable(),
  SalesRepresentativeName: z.string().nullable(),
  CustomerNumber: z.string().nullable(),
  CustomerName: z.string().nullable(),
  DateCreated: z.string(),
  DecidedByUserName: z.string().nullable(),
});
export type PermissionRequest = z.infer<typeof permissionRequest>;

export const user = z.object({
  UserId: z.number().int(),
  Username: z.string(),
  Name: z.string(),
  LastName: z.string(),
  Email: z.string(),
  /** 'AD' lets the user edit the e-mail. */
  AuthProviderType: z.enum(['Local', 'AD']),
  Disabled: z.boolean(),
  DisabledByUserName: z.string().nullable(),
  Comment: z.string().nullable(),
  DateCreated: z.string(),
  Roles: z.array(z.string()),
  SalesRepPermissions: z.array(permission),
  CustomerPermissions: z.array(permission),
  SalesRepPermissionRequests: z.array(permissionRequest),
  CustomerPermissionRequests: z.array(permissionRequest),
});
export type User = z.infer<typeof user>;

/** POST /user/updateprofile/{UserId}. */
export const profileUpdate = z.object({
  Email: emailAddress,
  Name: firstNameOf,
  LastName: lastNameOf,
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

const comment = z
  .string({ error: AccountMessage.commentRequired })
  .trim()
  .min(1, AccountMessage.commentRequired)
  .max(1000, 'A comment holds at most 1000 characters');

/** POST /user/activate/{userId}: Disabled true deactivates. */
export const activationRequest = z.object({ Comment: comment, Disabled: z.boolean() });
export type ActivationRequest = z.infer<typeof activationRequest>;

export const userIdParams = z.object({
  userId: z.coerce
    .number({ error: 'userId must be a number' })
    .int('userId must be a whole number')
    .min(0, 'userId must be a positive number')
    .max(2_147_483_647, 'userId is too large'),
});

export const userSortBy = z.enum(['DateCreated', 'UserName', 'FirstName', 'LastName', 'Email']);

const filterText = z.string().trim().max(100).optional();
const page = z.coerce
  .number({ error: 'Page must be a number' })
  .int()
  .min(1)
  .max(100_000)
  .default(1);

/** GET /user query (keys match case-insensitively). */
export const userListQuery = z.object({
  PageSize: z.coerce.number().int().min(1).max(100).default(USER_LIST_PAGE_SIZE),
  Page: page,
  SortBy: userSortBy.default('DateCreated'),
  SortDirection: z.enum(['asc', 'desc']).default('desc'),
  userName: filterText,
  firstName: filterText,
  lastName: filterText,
  salesRepNumber: filterText,
  customerNumber: filterText,
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userListRow = z.object({
  UserId: z.number().int(),
  Username: z.string(),
  Name: z.string(),
  LastName: z.string(),
  Email: z.string(),
  AuthProviderType: z.enum(['Local', 'AD']),
  Disabled: z.boolean(),
  DateCreated: z.string(),
  Roles: z.array(z.string()),
});
export type UserListRow = z.infer<typeof userListRow>;

/** List, Page, PageSize, Total: the spec's page of any list. */
export const listPage = <T extends z.ZodType>(row: T) =>
  z.object({
    List: z.array(row),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Total: z.number().int(),
  });

export const userListPage = listPage(userListRow);
export type UserListPage = z.infer<typeof userListPage>;

export { page as pageNumber };
