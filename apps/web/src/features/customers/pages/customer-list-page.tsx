import { CUSTOMER_LIST_PAGE_SIZE, isCustomerAdmin } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ResourceRow } from '../../../ui/account/resource-row.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { customersQuery } from '../api/customer-calls.ts';
import {
  CustomerFilters,
  noCustomerFilters,
  type CustomerFilterValues,
} from '../components/customer-filters.tsx';

const columns = [
  'CustomerNumber',
  'CustomerName',
  'City',
  'State',
  'PostalCode',
  'Permission requests',
];

/** Route /customer: the customers the user may see, 30 a page. */
export function CustomerListPage() {
  usePageMeta({ title: ['Customers'], crumbs: null });
  const viewer = useLiveUser();
  const roles = viewer?.Roles ?? [];
  const [filters, setFilters] = useState<CustomerFilterValues>(noCustomerFilters);
  const [page, setPage] = useState(1);
  const customers = useQuery(
    customersQuery({
      ...filters,
      Page: page,
      PageSize: CUSTOMER_LIST_PAGE_SIZE,
      SortBy: 'PermissionRequests',
      SortDirection: 'desc',
    }),
  );
  return (
    <>
      <h1>{isCustomerAdmin(roles) ? 'Profiles' : 'Customers'}</h1>
      {isCustomerAdmin(roles) && <ProfilesTabs />}
      <CustomerFilters
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <PagedList
        list={customers}
        page={page}
        pageSize={CUSTOMER_LIST_PAGE_SIZE}
        onPage={setPage}
        pagesLabel="Customer list pages"
      >
        {(rows) => (
          <ListTable label="Customers" headings={columns} rows={rows}>
            {(c) => (
              <ResourceRow
                key={c.CustomerNumber}
                kind="customer"
                id={c.CustomerNumber}
                cells={[c.CustomerName, c.City, c.State, c.PostalCode]}
                labels={columns}
                requests={c.PendingPermissionRequests}
                viewerRoles={roles}
              />
            )}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}
