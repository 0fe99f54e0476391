import { isCustomerAdmin, SALES_REP_LIST_PAGE_SIZE, type SalesRepSortColumn } from '@portal/domain';
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
import { salesRepsQuery } from '../api/sales-rep-calls.ts';
import { SalesRepFilters, salesRepSearchShape } from '../components/sales-rep-filters.tsx';

const columns: [string, SalesRepSortColumn][] = [
  ['Number', 'SalesRepNumber'],
  ['Name', 'SalesRepName'],
  ['City', 'City'],
  ['State', 'State'],
  ['Postal code', 'PostalCode'],
  ['Permission requests', 'PermissionRequests'],
];
const labels = columns.map(([label]) => label);

/** Route /sales-rep: the sales reps the user may see (all for a customer admin), 10 a page. */
export function SalesRepListPage() {
  usePageMeta({ title: ['Sales Representatives'], crumbs: null });
  const viewer = useLiveUser();
  const roles = viewer?.Roles ?? [];
  const { search, change } = useListSearch(salesRepSearchShape);
  const reps = useQuery(salesRepsQuery(apiQueryOf(search, SALES_REP_LIST_PAGE_SIZE)));
  return (
    <>
      <h1>{isCustomerAdmin(roles) ? 'Profiles' : 'Sales Representatives'}</h1>
      {isCustomerAdmin(roles) && <ProfilesTabs />}
      <SalesRepFilters
        key={JSON.stringify(search.filters)}
        applied={search.filters}
        onApply={(filters) => change(withFilters(search, filters))}
      />
      <PagedList
        list={reps}
        page={search.page}
        pageSize={SALES_REP_LIST_PAGE_SIZE}
        onPage={(page) => change({ ...search, page })}
        pagesLabel="Sales rep list pages"
      >
        {(rows) => (
          <ListTable
            label="Sales representatives"
            headings={sortHeaders(columns, search, (column) => change(withSort(search, column)))}
            rows={rows}
          >
            {(rep) => (
              <ResourceRow
                key={rep.Id}
                kind="sales-rep"
                id={rep.Id}
                cells={[rep.Name, rep.City, rep.State, rep.PostalCode]}
                labels={labels}
                requests={rep.PendingPermissionRequests}
                viewerRoles={roles}
              />
            )}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}
