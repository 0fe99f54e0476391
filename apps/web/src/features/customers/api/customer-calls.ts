import { customer, customerListPage, type CustomerListQuery } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** GET /api/customer: 30 a page, most pending requests first by default. */
export const customersQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: accountKey('customers', query),
    queryFn: ({ signal }) =>
      callAccount('GET', '/customer', customerListPage, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/customer/{customerNumber}. */
export const customerQuery = (customerNumber: string) =>
  queryOptions({
    queryKey: accountKey('customer', customerNumber),
    queryFn: ({ signal }) =>
      callAccount('GET', `/customer/${encodeURIComponent(customerNumber)}`, customer, { signal }),
  });
