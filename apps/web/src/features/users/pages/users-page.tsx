import { isCustomerAdmin, USER_LIST_PAGE_SIZE } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
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
      <PagedList
        list={users}
        page={page}
        pageSize={USER_LIST_PAGE_SIZE}
        onPage={setPage}
        pagesLabel="User list pages"
      >
        {(rows) => <UserTable rows={rows} sortBy={sortBy} descending={descending} onSort={sort} />}
      </PagedList>
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
