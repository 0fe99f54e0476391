import { AccountMessage } from '@portal/domain';
import { DomainError } from '../../lib/errors.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import { withinLimit } from '../auth/login-throttle.ts';

/**
 * Counts one customer or sales-rep number look-up against the signed-in user's and the client
 * address's hourly limits (decision 144): plenty for filling in the request form, too few to
 * list the customers by trying numbers. Over either limit the look-up answers 429.
 */
export async function countLookup(
  options: AccountsOptions,
  userId: number,
  ip: string,
): Promise<void> {
  const { lookupPerUser, lookupPerAddress } = options.limits;
  const [byUser, byAddress] = await Promise.all([
    withinLimit(options, `lookup:user:${userId}`, lookupPerUser),
    withinLimit(options, `lookup:ip:${ip}`, lookupPerAddress),
  ]);
  if (!byUser || !byAddress) throw new DomainError(429, AccountMessage.tooManyLookups);
}
