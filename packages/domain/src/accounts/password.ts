import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { AccountMessage } from './messages.ts';

/** Longest password accepted; hashing cost must not be an attacker's lever. */
export const PASSWORD_MAX_LENGTH = 128;

/** At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const newPassword = z
  .string({ error: AccountMessage.passwordInvalid })
  .refine(isValidPassword, AccountMessage.passwordInvalid);

/** A password being checked (login, old password): anything non-empty within the limit. */
export const enteredPassword = z
  .string({ error: AccountMessage.passwordRequired })
  .min(1, AccountMessage.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AccountMessage.passwordRequired);

/** The standard e-mail pattern of the sign-up, recovery and profile forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailAddress = z
  .string({ error: AccountMessage.emailInvalid })
  .trim()
  .max(254, AccountMessage.emailInvalid)
  .regex(EMAIL_PATTERN, AccountMessage.emailInvalid);
