import { z } from 'zod';
import { MAX_REQUESTED_IDS } from './constants.ts';
import { AccountMessage } from './messages.ts';
import { customerId, salesRepId } from './signup.ts';

const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(MAX_REQUESTED_IDS, AccountMessage.permissionsRequestInvalid).default([]);

/** POST /user/me/permissions-request: rows of ids; at least one row in all. */
export const permissionsRequest = z
  .object({ salesRepIds: rows(salesRepId), customerNumbers: rows(customerId) })
  .refine((r) => r.salesRepIds.length + r.customerNumbers.length > 0, {
    message: AccountMessage.permissionsRequestInvalid,
  });
export type PermissionsRequest = z.infer<typeof permissionsRequest>;

/** POST /user/me/add-permissions: a customer admin grants permissions to userId directly. */
export const addPermissionsRequest = z
  .object({
    userId: z.number().int().positive().max(2_147_483_647),
    salesRepIds: rows(salesRepId),
    customerNumbers: rows(customerId),
  })
  .refine((r) => r.salesRepIds.length + r.customerNumbers.length > 0, {
    message: AccountMessage.permissionsRequestInvalid,
  });
export type AddPermissionsRequest = z.infer<typeof addPermissionsRequest>;

export const permissionsResult = z.object({
  Successful: z.literal(true),
  Message: z.string(),
  /** Ids that were new and are now requested (or granted). */
  Added: z.array(z.string()),
  /** Ids the user already held, compared without leading and trailing zeros. */
  AlreadyHeld: z.array(z.string()),
  /** Ids of a request that already wait for approval; they are not asked for twice. */
  AlreadyRequested: z.array(z.string()),
  /** After a request: true when the user holds a permission of the site's kind (go home), else sign out. */
  HasAccess: z.boolean(),
});
export type PermissionsResult = z.infer<typeof permissionsResult>;

/** POST /sales-rep|customer/permission-requests/batchRespond. rejectionStatus is the reason. */
export const batchRespondRequest = z
  .object({
    isApproved: z.boolean(),
    rejectionStatus: z.string().trim().max(500).nullish(),
    PermissionIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
  })
  .refine((r) => r.isApproved || (r.rejectionStatus ?? '') !== '', {
    path: ['rejectionStatus'],
    message: AccountMessage.rejectionReasonRequired,
  });
export type BatchRespondRequest = z.infer<typeof batchRespondRequest>;

export const batchRespondResponse = z.object({
  Successful: z.literal(true),
  Message: z.string(),
  Updated: z.number().int(),
});

/** POST /customer/delete/ and /sales-rep/delete/: removes one user's permission. */
export const deletePermissionRequest = z.object({
  Number: z.string().trim().min(1).max(20),
  UserId: z.number().int().positive().max(2_147_483_647),
  Comment: z
    .string({ error: AccountMessage.commentRequired })
    .trim()
    .min(1, AccountMessage.commentRequired)
    .max(1000),
});
export type DeletePermissionRequest = z.infer<typeof deletePermissionRequest>;

/** POST /user/salesreplist and /user/customerlist: a list of numbers to look up. */
export const numberLookupRequest = z
  .array(z.string().trim().min(1).max(20))
  .min(1)
  .max(MAX_REQUESTED_IDS);

/** What the permission-request form shows of a found number: nothing more (decision 144). */
export const lookupEntry = z.object({
  Number: z.string(),
  Name: z.string(),
  City: z.string(),
  State: z.string(),
});
export type LookupEntry = z.infer<typeof lookupEntry>;

/** POST /user/user_salesreps: the sales reps a user holds (the viewer's own when UserId is absent). */
export const userSalesRepsRequest = z
  .object({ UserId: z.number().int().positive().max(2_147_483_647).optional() })
  .default({});
export const userSalesRep = z.object({ Id: z.string(), Name: z.string() });

/** Zeros at both ends do not make a different id: '00123400' and '1234' are one. */
export const comparableId = (id: string) =>
  id
    .trim()
    .replace(/^0+|0+$/g, '')
    .toUpperCase();
