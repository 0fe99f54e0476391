import { CUSTOMER_LIST_PAGE_SIZE, isCustomerAdmin } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { PageButtons } from '../../../ui/account/page-buttons.tsx';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { customersQuery } from '../api/customer-calls.ts';
import {
  CustomerFilters,
  noCustomerFilters,
  type CustomerFilterValues,
} from '../components/customer-filters.tsx';
import { TableRegion } from '../../../ui/account/table-region.tsx';

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
      {customers.isError && (
        <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />
      )}
      {customers.isPending && <Loading />}
      {customers.data && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {customers.data.Total} results
          </p>
          <TableRegion label="Customers">
            <Table hover>
              <caption className="visually-hidden">Customers</caption>
              <thead>
                <tr>
                  <th scope="col">CustomerNumber</th>
                  <th scope="col">CustomerName</th>
                  <th scope="col">City</th>
                  <th scope="col">State</th>
                  <th scope="col">PostalCode</th>
                  <th scope="col">Permission requests</th>
                </tr>
              </thead>
              <tbody>
                {customers.data.List.length === 0 && (
                  <tr>
                    <td colSpan={6}>No records are present.</td>
                  </tr>
                )}
                {customers.data.List.map((c) => (
                  <tr key={c.CustomerNumber}>
                    <td>
                      <Link to={`/customer/${encodeURIComponent(c.CustomerNumber)}`}>
                        {c.CustomerNumber}
                      </Link>
                    </td>
                    <td>{c.CustomerName}</td>
                    <td>{c.City}</td>
                    <td>{c.State}</td>
                    <td>{c.PostalCode}</td>
                    <td>
                      <PendingRequests
                        kind="customer"
                        requests={c.PendingPermissionRequests}
                        viewerRoles={roles}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
          <PageButtons
            page={page}
            pageSize={CUSTOMER_LIST_PAGE_SIZE}
            total={customers.data.Total}
            onPage={setPage}
            label="Customer list pages"
          />
        </>
      )}
    </>
  );
}
