import { userListPage, type UserListQuery } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** GET /api/user: the customer admin's user list, 10 a page. */
export const usersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: accountKey('users', query),
    queryFn: ({ signal }) =>
      callAccount('GET', '/user', userListPage, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
