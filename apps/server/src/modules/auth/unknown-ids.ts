import { unknownIdsMessage } from '@portal/domain';
import { ValidationFailed } from '../../lib/errors.ts';
import type { SortedRequest } from '../user/requests.ts';

/**
 * Every typed id must name a sales rep or customer: one that names nothing was a typing
 * mistake the user should see, not a request quietly left out. Each unknown row gets its own
 * message too, so the form can mark it.
 */
export function refuseUnknownIds(
  kind: 'sales-rep' | 'customer',
  ids: { salesRepIds: readonly string[]; customerNumbers: readonly string[] },
  sorted: SortedRequest,
) {
  const field = kind === 'customer' ? 'CustomerNumbers' : 'SalesRepIds';
  const typed = kind === 'customer' ? ids.customerNumbers : ids.salesRepIds;
  const unknown = kind === 'customer' ? sorted.unknownCustomerIds : sorted.unknownSalesRepIds;
  if (unknown.length === 0) return;
  const rows: Record<string, string[]> = {};
  typed.forEach((id, index) => {
    if (unknown.includes(id)) rows[`${field}.${index}`] = [unknownIdsMessage(kind, [id])];
  });
  throw new ValidationFailed(unknownIdsMessage(kind, [...new Set(unknown)]), rows);
}
