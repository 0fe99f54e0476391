import { z } from 'zod';
import { AccountMessage } from './messages.ts';
import { enteredPassword } from './password.ts';

export const loginScope = z.enum(['customer', 'sales-rep']);

export const loginRequest = z.object({
  Username: z
    .string({ error: AccountMessage.usernameRequired })
    .trim()
    .min(1, AccountMessage.usernameRequired)
    .max(254, AccountMessage.usernameRequired),
  Password: enteredPassword,
  /** Sent by the portal; the host's site kind decides when it is missing. */
  Scope: loginScope.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * What a login (or /User/me) tells the client to do next:
 * Success: go to /; PendingAcceptance: show the policy documents first;
 * AdSignupRequired: a directory user without e-mail goes to /authentication/adsignup.
 */
export const loginCode = z.enum(['Success', 'PendingAcceptance', 'AdSignupRequired']);
export type LoginCode = z.infer<typeof loginCode>;

/** CodeString of a refused login. PasswordExpired sends the user to reset-password. */
export const loginFailureCode = z.enum([
  'LoginFailed',
  'PasswordExpired',
  'LockedOut',
  'Deactivated',
]);
export type LoginFailureCode = z.infer<typeof loginFailureCode>;

export const effectivePermission = z.object({
  ModuleId: z.number().int(),
  ModuleName: z.string(),
  /** Levels 0-9; an area opens at REQUIRED_ACCESS_LEVEL. */
  CanRead: z.number().int(),
  CanWrite: z.number().int(),
  CanDelete: z.number().int(),
  CanExecute: z.number().int(),
});
export type EffectivePermission = z.infer<typeof effectivePermission>;

export const resourcePermission = z.object({
  /** 1 = SalesRep, 2 = Customer. */
  Type: z.union([z.literal(1), z.literal(2)]),
  ResourceId: z.string(),
  ResourceName: z.string(),
});
export type ResourcePermission = z.infer<typeof resourcePermission>;

export const sessionUser = z.object({
  Id: z.number().int(),
  Name: z.string(),
  LastName: z.string(),
  Username: z.string(),
  /** Empty for a directory user who has not completed the directory sign-up. */
  Email: z.string(),
  /** Always null: the browser's token stays in the HttpOnly cookie (docs/decisions/061). */
  BearerToken: z.string().nullable(),
  /** Epoch seconds. */
  TokenExpiration: z.number().int(),
  /** The highest portal role: orders-admin, then orders, then customerportal. */
  Role: z.string(),
  Roles: z.array(z.string()),
  /** A permission that opens this site: sales rep on a sales site, customer on a customer site, or admin. */
  HasAccess: z.boolean(),
  AuthProviderType: z.enum(['Local', 'AD']),
  EffectivePermissions: z.array(effectivePermission),
  ResourcePermissions: z.array(resourcePermission),
  /** True until the site's policy documents are accepted; only the acceptance calls work. */
  PendingAcceptance: z.boolean(),
  CodeString: loginCode,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({
  Successful: z.literal(true),
  /** Bearer token for API clients; the browser also gets it as an HttpOnly cookie. */
  Token: z.string(),
  TokenExpiration: z.number().int(),
  Role: z.string(),
  CodeString: loginCode,
  User: sessionUser,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const loginFailure = z.object({
  Successful: z.literal(false),
  Message: z.string(),
  CodeString: loginFailureCode,
});
export type LoginFailure = z.infer<typeof loginFailure>;

export const plainResult = z.object({ Successful: z.boolean(), Message: z.string() });
export type PlainResult = z.infer<typeof plainResult>;
