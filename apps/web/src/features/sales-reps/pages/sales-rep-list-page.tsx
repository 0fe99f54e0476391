import { isCustomerAdmin, SALES_REP_LIST_PAGE_SIZE } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { ListFilters } from '../../../ui/account/list-filters.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ResourceRow } from '../../../ui/account/resource-row.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { salesRepsQuery } from '../api/sales-rep-calls.ts';

const noFilters = { salesRepNumber: '', salesRepName: '' };
const filterFields = [
  ['salesRepNumber', 'Sales rep number'],
  ['salesRepName', 'Name'],
] as const;

const columns = ['Number', 'Name', 'City', 'State', 'Permission requests'];

/** Route /sales-rep: the sales reps the user may see (all for a customer admin), 10 a page. */
export function SalesRepListPage() {
  usePageMeta({ title: ['Sales Representatives'], crumbs: null });
  const viewer = useLiveUser();
  const roles = viewer?.Roles ?? [];
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const reps = useQuery(
    salesRepsQuery({
      ...filters,
      Page: page,
      PageSize: SALES_REP_LIST_PAGE_SIZE,
      SortBy: 'PermissionRequests',
      SortDirection: 'desc',
      filterByHasUsers: false,
      filterByHasPendingPermissions: false,
    }),
  );
  return (
    <>
      <h1>{isCustomerAdmin(roles) ? 'Profiles' : 'Sales Representatives'}</h1>
      {isCustomerAdmin(roles) && <ProfilesTabs />}
      <ListFilters
        label="Filter sales reps"
        idPrefix="reps"
        fields={filterFields}
        empty={noFilters}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
        actionsClassName="col-12 col-md-auto d-flex gap-2"
      />
      <PagedList
        list={reps}
        page={page}
        pageSize={SALES_REP_LIST_PAGE_SIZE}
        onPage={setPage}
        pagesLabel="Sales rep list pages"
      >
        {(rows) => (
          <ListTable label="Sales representatives" headings={columns} rows={rows}>
            {(rep) => (
              <ResourceRow
                key={rep.Id}
                kind="sales-rep"
                id={rep.Id}
                cells={[rep.Name, rep.City, rep.State]}
                labels={columns}
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
