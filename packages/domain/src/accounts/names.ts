import { z } from 'zod';
import { AccountMessage } from './messages.ts';

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

export const firstNameOf = name(AccountMessage.firstNameRequired);
export const lastNameOf = name(AccountMessage.lastNameRequired);
