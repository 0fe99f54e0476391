import { isCustomerAdmin, USER_LIST_PAGE_SIZE } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { PageButtons } from '../../../ui/account/page-buttons.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { usersQuery } from '../api/get-users.ts';
import { noUserFilters, UserFilters, type UserFilterValues } from '../components/user-filters.tsx';
import { UserTable, type UserSort } from '../components/user-table.tsx';

function UserList() {
  const [filters, setFilters] = useState<UserFilterValues>(noUserFilters);
  const [sortBy, setSortBy] = useState<UserSort>('DateCreated');
  const [descending, setDescending] = useState(true);
  const [page, setPage] = useState(1);
  const users = useQuery(
    usersQuery({
      ...filters,
      Page: page,
      PageSize: USER_LIST_PAGE_SIZE,
      SortBy: sortBy,
      SortDirection: descending ? 'desc' : 'asc',
    }),
  );
  const sort = (column: UserSort) => {
    setDescending(column === sortBy ? !descending : true);
    setSortBy(column);
    setPage(1);
  };
  return (
    <>
      <UserFilters
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {users.isError && <ErrorState error={users.error} onRetry={() => void users.refetch()} />}
      {users.isPending && <Loading />}
      {users.data && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {users.data.Total} results
          </p>
          <UserTable rows={users.data.List} sortBy={sortBy} descending={descending} onSort={sort} />
          <PageButtons
            page={page}
            pageSize={USER_LIST_PAGE_SIZE}
            total={users.data.Total}
            onPage={setPage}
            label="User list pages"
          />
        </>
      )}
    </>
  );
}

/** Route /users: the customer admin's Users tab. */
export function UsersPage() {
  usePageMeta({ title: ['Users'], crumbs: null });
  const viewer = useLiveUser();
  const admin = isCustomerAdmin(viewer?.Roles ?? []);
  return (
    <>
      <h1>Profiles</h1>
      {admin ? (
        <>
          <ProfilesTabs />
          <UserList />
        </>
      ) : (
        <Alert variant="warning">Only customer administrators can see the list of users.</Alert>
      )}
    </>
  );
}
