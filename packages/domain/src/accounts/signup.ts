import { z } from 'zod';
import { AccountMessage } from './messages.ts';
import { firstNameOf, lastNameOf } from './names.ts';
import { emailAddress, newPassword } from './password.ts';
import { MAX_REQUESTED_IDS } from './constants.ts';

const firstName = firstNameOf;
const lastName = lastNameOf;

/** One row of the id lists: trimmed, never empty. */
export const salesRepId = z
  .string({ error: AccountMessage.salesRepIdRequired })
  .trim()
  .min(1, AccountMessage.salesRepIdRequired)
  .max(20, AccountMessage.salesRepIdRequired);
export const customerId = z
  .string({ error: AccountMessage.customerIdRequired })
  .trim()
  .min(1, AccountMessage.customerIdRequired)
  .max(20, AccountMessage.customerIdRequired);

const idRows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(MAX_REQUESTED_IDS, AccountMessage.permissionsRequestInvalid);

/**
 * POST /Authentication/Signup. With an InvitationCode the id lists are ignored; without one
 * the rows of the site's kind (SalesRepIds on a sales site, CustomerNumbers on a customer
 * site) are required. Send null or leave out InvitationCode when no code is used.
 */
export const signupRequest = z.object({
  Name: firstName,
  LastName: lastName,
  Email: emailAddress,
  Password: newPassword,
  Challenge: z.string().max(2000).optional(),
  InvitationCode: z
    .string({ error: AccountMessage.invitationCodeRequired })
    .trim()
    .min(1, AccountMessage.invitationCodeRequired)
    .max(100, AccountMessage.invitationCodeRequired)
    .nullish(),
  SalesRepIds: idRows(salesRepId).default([]),
  CustomerNumbers: idRows(customerId).default([]),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** POST /Authentication/AdSignup: a signed-in directory user completes the sign-up, no password. */
export const adSignupRequest = signupRequest.omit({ Password: true });
export type AdSignupRequest = z.infer<typeof adSignupRequest>;

export const signupResponse = z.object({
  Successful: z.literal(true),
  Message: z.string(),
  /** True when an invitation code let the user in: go to /. False: go to pending-approval. */
  SignedIn: z.boolean(),
  Token: z.string().nullable(),
  TokenExpiration: z.number().int().nullable(),
});
export type SignupResponse = z.infer<typeof signupResponse>;

/** GET /Authentication/Challenge?action=signup: the bot-check token the next call sends. */
export const challengeQuery = z.object({ action: z.enum(['signup']).default('signup') });
export const challengeResponse = z.object({
  Challenge: z.string(),
  /** Epoch seconds. */
  ExpiresAt: z.number().int(),
});
export type ChallengeResponse = z.infer<typeof challengeResponse>;

/** The Create Account form: the request plus the confirmation and the code toggle. */
export const signupForm = z
  .object({
    Name: firstName,
    LastName: lastName,
    Email: emailAddress,
    Password: z.string(),
    Confirmation: z.string(),
    UseInvitationCode: z.boolean(),
    InvitationCode: z.string(),
    SalesRepIds: z.array(z.string()),
    CustomerNumbers: z.array(z.string()),
    /** Directory users sign up without a password. */
    IsDirectoryUser: z.boolean(),
    SiteKind: z.enum(['sales-rep', 'customer', 'catalogue']),
  })
  .superRefine((form, ctx) => {
    if (!form.IsDirectoryUser) {
      if (!newPassword.safeParse(form.Password).success)
        ctx.addIssue({
          code: 'custom',
          path: ['Password'],
          message: AccountMessage.passwordInvalid,
        });
      if (form.Confirmation !== form.Password)
        ctx.addIssue({
          code: 'custom',
          path: ['Confirmation'],
          message: AccountMessage.passwordsDifferent,
        });
    }
    if (form.UseInvitationCode) {
      if (form.InvitationCode.trim() === '')
        ctx.addIssue({
          code: 'custom',
          path: ['InvitationCode'],
          message: AccountMessage.invitationCodeRequired,
        });
      return;
    }
    const [rows, message, field] =
      form.SiteKind === 'customer'
        ? [form.CustomerNumbers, AccountMessage.customerIdRequired, 'CustomerNumbers']
        : [form.SalesRepIds, AccountMessage.salesRepIdRequired, 'SalesRepIds'];
    rows.forEach((row, i) => {
      if (row.trim() === '') ctx.addIssue({ code: 'custom', path: [field, i], message });
    });
  });
export type SignupForm = z.infer<typeof signupForm>;
