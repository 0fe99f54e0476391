import { AccountMessage, isCustomerAdmin } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Table from 'react-bootstrap/Table';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/api-error.ts';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { salesRepQuery } from '../api/sales-rep-calls.ts';
import { TableRegion } from '../../../ui/list/table-region.tsx';

/** Route /sales-rep/:salesRepNumber: information, client list and permissions. */
export function SalesRepPage() {
  const { salesRepNumber = '' } = useParams();
  const roles = useLiveUser()?.Roles ?? [];
  const rep = useQuery(salesRepQuery(salesRepNumber));
  usePageMeta({ title: [rep.data?.Name ?? 'Sales Rep'], crumbs: null });
  if (rep.isError && isNotFound(rep.error))
    return (
      <Alert variant="warning" className="my-4">
        {AccountMessage.salesRepNotFound}
      </Alert>
    );
  if (rep.isError)
    return <ErrorState title="Error" error={rep.error} onRetry={() => void rep.refetch()} />;
  if (!rep.data) return <Loading />;
  const { Address: a, Customers, Permissions, PendingPermissionRequests } = rep.data;
  return (
    <>
      <h1>
        {rep.data.Name} <small className="text-body-secondary">{rep.data.Id}</small>
      </h1>
      <Tabs defaultActiveKey="information" id="sales-rep-tabs" className="mb-3">
        <Tab eventKey="information" title="Sales Rep Information">
          <p className="mb-1">
            {[a.Street, a.City, a.Region, a.PostalCode, a.Country].filter(Boolean).join(', ')}
          </p>
          <p className="mb-1">{a.Phone}</p>
          <p>{a.Emails.map((e) => e.Email).join(', ')}</p>
        </Tab>
        <Tab eventKey="clients" title={`Client List (${Customers.length})`}>
          <TableRegion label="Client list">
            <Table hover>
              <caption className="visually-hidden">Client list</caption>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Name</th>
                  <th scope="col">City</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {Customers.map((c) => (
                  <tr key={c.CustomerNumber}>
                    <td>
                      <Link to={`/customer/${encodeURIComponent(c.CustomerNumber)}`}>
                        {c.CustomerNumber}
                      </Link>
                    </td>
                    <td>{c.CustomerName}</td>
                    <td>{c.City}</td>
                    <td>{c.State}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
        </Tab>
        <Tab eventKey="permissions" title="Permissions">
          {Permissions.length === 0 ? (
            <p>No records are present.</p>
          ) : (
            <ul>
              {Permissions.map((p) => (
                <li key={p.Id}>
                  {p.Email} — {p.Name} {p.LastName}
                </li>
              ))}
            </ul>
          )}
          {isCustomerAdmin(roles) && PendingPermissionRequests.length > 0 && (
            <>
              <h2 className="h6">Pending permission requests</h2>
              <PendingRequests
                kind="sales-rep"
                requests={PendingPermissionRequests}
                viewerRoles={roles}
              />
            </>
          )}
        </Tab>
      </Tabs>
    </>
  );
}
