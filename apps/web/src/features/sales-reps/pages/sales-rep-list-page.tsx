import { isCustomerAdmin, SALES_REP_LIST_PAGE_SIZE } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { PageButtons } from '../../../ui/account/page-buttons.tsx';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { salesRepsQuery } from '../api/sales-rep-calls.ts';
import { TableRegion } from '../../../ui/account/table-region.tsx';

/** Route /sales-rep: the sales reps the user may see (all for a customer admin), 10 a page. */
export function SalesRepListPage() {
  usePageMeta({ title: ['Sales Representatives'], crumbs: null });
  const viewer = useLiveUser();
  const roles = viewer?.Roles ?? [];
  const [typed, setTyped] = useState({ salesRepNumber: '', salesRepName: '' });
  const [filters, setFilters] = useState(typed);
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(typed);
    setPage(1);
  };
  return (
    <>
      <h1>{isCustomerAdmin(roles) ? 'Profiles' : 'Sales Representatives'}</h1>
      {isCustomerAdmin(roles) && <ProfilesTabs />}
      <Form
        onSubmit={submit}
        className="row g-2 align-items-end mb-3"
        aria-label="Filter sales reps"
      >
        <Form.Group className="col-6 col-md-3" controlId="reps-number">
          <Form.Label className="small mb-1">Sales rep number</Form.Label>
          <Form.Control
            size="sm"
            value={typed.salesRepNumber}
            onChange={(e) => setTyped((t) => ({ ...t, salesRepNumber: e.target.value }))}
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="reps-name">
          <Form.Label className="small mb-1">Name</Form.Label>
          <Form.Control
            size="sm"
            value={typed.salesRepName}
            onChange={(e) => setTyped((t) => ({ ...t, salesRepName: e.target.value }))}
          />
        </Form.Group>
        <div className="col-auto">
          <Button type="submit" size="sm">
            Filter
          </Button>
        </div>
      </Form>
      {reps.isError && <ErrorState error={reps.error} onRetry={() => void reps.refetch()} />}
      {reps.isPending && <Loading />}
      {reps.data && (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {reps.data.Total} results
          </p>
          <TableRegion label="Sales representatives">
            <Table hover>
              <caption className="visually-hidden">Sales representatives</caption>
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col">Name</th>
                  <th scope="col">City</th>
                  <th scope="col">State</th>
                  <th scope="col">Permission requests</th>
                </tr>
              </thead>
              <tbody>
                {reps.data.List.length === 0 && (
                  <tr>
                    <td colSpan={5}>No records are present.</td>
                  </tr>
                )}
                {reps.data.List.map((rep) => (
                  <tr key={rep.Id}>
                    <td>
                      <Link to={`/sales-rep/${encodeURIComponent(rep.Id)}`}>{rep.Id}</Link>
                    </td>
                    <td>{rep.Name}</td>
                    <td>{rep.City}</td>
                    <td>{rep.State}</td>
                    <td>
                      <PendingRequests
                        kind="sales-rep"
                        requests={rep.PendingPermissionRequests}
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
            pageSize={SALES_REP_LIST_PAGE_SIZE}
            total={reps.data.Total}
            onPage={setPage}
            label="Sales rep list pages"
          />
        </>
      )}
    </>
  );
}
