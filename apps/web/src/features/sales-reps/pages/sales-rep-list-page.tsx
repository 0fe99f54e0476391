import { isCustomerAdmin, SALES_REP_LIST_PAGE_SIZE } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { ListTable } from '../../../ui/account/list-table.tsx';
import { PagedList } from '../../../ui/account/paged-list.tsx';
import { ProfilesTabs } from '../../../ui/account/profiles-tabs.tsx';
import { ResourceRow } from '../../../ui/account/resource-row.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { salesRepsQuery } from '../api/sales-rep-calls.ts';

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
      <PagedList
        list={reps}
        page={page}
        pageSize={SALES_REP_LIST_PAGE_SIZE}
        onPage={setPage}
        pagesLabel="Sales rep list pages"
      >
        {(rows) => (
          <ListTable
            label="Sales representatives"
            headings={['Number', 'Name', 'City', 'State', 'Permission requests']}
            rows={rows}
          >
            {(rep) => (
              <ResourceRow
                key={rep.Id}
                kind="sales-rep"
                id={rep.Id}
                cells={[rep.Name, rep.City, rep.State]}
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
