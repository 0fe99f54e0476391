import { savedOrderFilters } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/**
 * GET /api/order/filters: the search the user last made, on any machine. Read once per visit
 * to the list without a search of its own; the list's own calls keep it up to date.
 */
export const savedFiltersQuery = queryOptions({
  queryKey: accountKey('orders', 'saved-filters'),
  queryFn: ({ signal }) => callAccount('GET', '/order/filters', savedOrderFilters, { signal }),
  // Read once per visit: later list calls change what the server keeps, not this visit's start.
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
});
