import { CUSTOMER_LIST_PAGE_SIZE, isCustomerAdmin, type CustomerSortColumn } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { apiQueryOf, withFilters, withSort } from '../../../ui/list/list-search.ts';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { sortHeaders } from '../../../ui/list/sort-header.tsx';
import { useListSearch } from '../../../ui/list/use-list-search.ts';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ResourceRow } from '../../../ui/account/resource-row.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { customersQuery } from '../api/customer-calls.ts';
import { CustomerFilters, customerSearchShape } from '../components/customer-filters.tsx';

/** The spec's column names (§2.14), each sorting by the API's SortBy of the same name. */
const columns: [string, CustomerSortColumn][] = [
  ['CustomerNumber', 'CustomerNumber'],
  ['CustomerName', 'CustomerName'],
  ['City', 'City'],
  ['State', 'State'],
  ['PostalCode', 'PostalCode'],
  ['Permission requests', 'PermissionRequests'],
];
const labels = columns.map(([label]) => label);

/** Route /customer: the customers the user may see, 30 a page; the search is in the address. */
export function CustomerListPage() {
  usePageMeta({ title: ['Customers'], crumbs: null });
  const viewer = useLiveUser();
  const roles = viewer?.Roles ?? [];
  const { search, change } = useListSearch(customerSearchShape);
  const customers = useQuery(customersQuery(apiQueryOf(search, CUSTOMER_LIST_PAGE_SIZE)));
  return (
    <>
      <h1>{isCustomerAdmin(roles) ? 'Profiles' : 'Customers'}</h1>
      {isCustomerAdmin(roles) && <ProfilesTabs />}
      <CustomerFilters
        key={JSON.stringify(search.filters)}
        applied={search.filters}
        onApply={(filters) => change(withFilters(search, filters))}
      />
      <PagedList
        list={customers}
        page={search.page}
        pageSize={CUSTOMER_LIST_PAGE_SIZE}
        onPage={(page) => change({ ...search, page })}
        pagesLabel="Customer list pages"
      >
        {(rows) => (
          <ListTable
            label="Customers"
            headings={sortHeaders(columns, search, (column) => change(withSort(search, column)))}
            rows={rows}
          >
            {(c) => (
              <ResourceRow
                key={c.CustomerNumber}
                kind="customer"
                id={c.CustomerNumber}
                cells={[c.CustomerName, c.City, c.State, c.PostalCode]}
                labels={labels}
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
