import { z } from 'zod';
import { AccountMessage } from './messages.ts';
import { emailAddress, enteredPassword, newPassword } from './password.ts';

/** POST /Account/ResetPassword: asks for a recovery link; the answer never says if the address exists. */
export const passwordResetRequest = z.object({
  Username: emailAddress,
  Challenge: z.string().max(2000).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** POST /Account/UpdatePassword: the code and id from the e-mailed link. */
export const updatePasswordRequest = z.object({
  Code: z
    .string()
    .trim()
    .min(1, AccountMessage.resetLinkInvalid)
    .max(200, AccountMessage.resetLinkInvalid),
  Id: z.coerce
    .number({ error: AccountMessage.resetLinkInvalid })
    .int(AccountMessage.resetLinkInvalid)
    .positive(AccountMessage.resetLinkInvalid)
    .max(2_147_483_647, AccountMessage.resetLinkInvalid),
  NewPassword: newPassword,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

/**
 * POST /Account/ChangePassword: works signed in, and signed out for a user whose password
 * has expired (the old password proves who they are).
 */
export const changePasswordRequest = z
  .object({
    UserName: z.string().trim().min(1, AccountMessage.usernameRequired).max(254),
    OldPassword: enteredPassword,
    NewPassword: newPassword,
  })
  .refine((r) => r.OldPassword !== r.NewPassword, {
    path: ['NewPassword'],
    message: AccountMessage.newPasswordSameAsOld,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResponse = z.object({
  Successful: z.literal(true),
  Message: z.string(),
  /** True when the caller was signed in: a fresh session replaces every old one; go to /. */
  SignedIn: z.boolean(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** The Recover password / Change your password form (NewPassword plus its confirmation). */
export const updatePasswordForm = z
  .object({
    ChangeMode: z.boolean(),
    OldPassword: z.string(),
    NewPassword: newPassword,
    Confirmation: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.ChangeMode && form.OldPassword === '')
      ctx.addIssue({
        code: 'custom',
        path: ['OldPassword'],
        message: AccountMessage.passwordRequired,
      });
    if (form.ChangeMode && form.OldPassword !== '' && form.OldPassword === form.NewPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['NewPassword'],
        message: AccountMessage.newPasswordSameAsOld,
      });
    if (form.Confirmation !== form.NewPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['Confirmation'],
        message: AccountMessage.passwordsDifferent,
      });
  });
export type UpdatePasswordForm = z.infer<typeof updatePasswordForm>;
