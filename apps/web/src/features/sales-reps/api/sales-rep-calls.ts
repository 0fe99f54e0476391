import { salesRep, salesRepListPage, type SalesRepListQuery } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

type ListQuery = Omit<SalesRepListQuery, 'includePendingPermissions' | 'includeUsers'>;

/** GET /api/sales-rep: 10 a page, most pending requests first by default. */
export const salesRepsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: accountKey('sales-reps', query),
    queryFn: ({ signal }) =>
      callAccount('GET', '/sales-rep', salesRepListPage, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/sales-rep/{id}. */
export const salesRepQuery = (id: string) =>
  queryOptions({
    queryKey: accountKey('sales-rep', id),
    queryFn: ({ signal }) =>
      callAccount('GET', `/sales-rep/${encodeURIComponent(id)}`, salesRep, { signal }),
  });

/**
 * Every sales rep by name, Id and Name only (`/sales-rep?pageSize=10000`): a customer admin
 * may credit an order to any of them.
 */
export const allSalesRepsQuery = () =>
  queryOptions({
    queryKey: accountKey('sales-reps', 'all'),
    queryFn: async ({ signal }) => {
      const page = await callAccount('GET', '/sales-rep', salesRepListPage, {
        signal,
        query: {
          PageSize: 10_000,
          SortBy: 'SalesRepName',
          SortDirection: 'asc',
          includePendingPermissions: false,
          includeUsers: false,
        },
      });
      return page.List.map((r) => ({ SalesRepNumber: r.Id, Name: r.Name }));
    },
    staleTime: 5 * 60_000,
  });
