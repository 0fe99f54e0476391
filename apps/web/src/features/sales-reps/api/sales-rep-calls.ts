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
