import { customersWithPendingRequests, salesRepListPage } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** GET /api/customer/customersWithPendingRequests: customers with requests the viewer decides. */
export const pendingCustomersQuery = queryOptions({
  queryKey: accountKey('customers', 'with-pending-requests'),
  queryFn: ({ signal }) =>
    callAccount('GET', '/customer/customersWithPendingRequests', customersWithPendingRequests, {
      signal,
    }),
});

/** The sales-rep list's call as the dashboard makes it: 100 reps with open requests (§7). */
const pendingSalesReps = {
  PageSize: 100,
  Page: 1,
  SortBy: 'PermissionRequests',
  SortDirection: 'desc',
  filterByHasPendingPermissions: true,
} as const;

export const pendingSalesRepsQuery = queryOptions({
  queryKey: accountKey('sales-reps', pendingSalesReps),
  queryFn: ({ signal }) =>
    callAccount('GET', '/sales-rep', salesRepListPage, { signal, query: pendingSalesReps }),
});
