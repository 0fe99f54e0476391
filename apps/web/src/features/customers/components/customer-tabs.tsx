import { isCustomerAdmin, type Customer } from '@portal/domain';
import Tab from 'react-bootstrap/Tab';
import Table from 'react-bootstrap/Table';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const row = (label: string, value: string) => (
  <tr key={label}>
    <th scope="row" className="w-25">
      {label}
    </th>
    <td>{value || '—'}</td>
  </tr>
);

/** Customer Information, Sales Data, Notes and Permissions. */
export function CustomerTabs({
  customer,
  roles,
}: {
  customer: Customer;
  roles: readonly string[];
}) {
  const a = customer.CustomerAddress;
  const admin = isCustomerAdmin(roles);
  return (
    <Tabs defaultActiveKey="information" id="customer-tabs" className="mb-3">
      <Tab eventKey="information" title="Customer Information">
        <Table className="w-auto">
          <tbody>
            {row('Name', [a.Name1, a.Name2].filter(Boolean).join(' '))}
            {row(
              'Address',
              [a.Street, a.City, a.Region, a.PostalCode, a.Country].filter(Boolean).join(', '),
            )}
            {row('Phone', a.Phone)}
            {row('Email', a.Emails.map((e) => e.Email).join(', '))}
          </tbody>
        </Table>
        {admin && customer.SalesReps.length > 0 && (
          <>
            <h2 className="h6">Sales representatives</h2>
            <ul>
              {customer.SalesReps.map((rep) => (
                <li key={rep.SalesRepNumber}>
                  <Link to={`/sales-rep/${encodeURIComponent(rep.SalesRepNumber)}`}>
                    {rep.SalesRepNumber} — {rep.Name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Tab>
      <Tab eventKey="sales" title="Sales Data">
        <Table className="w-auto">
          <tbody>
            {row('Credit blocked', customer.IsCreditBlocked ? 'Yes' : 'No')}
            {row('Credit limit', usd.format(customer.CreditLimit))}
            {row('Total receivables', usd.format(customer.TotalReceivables))}
            {row('Payment term', customer.PaymentTerm)}
          </tbody>
        </Table>
      </Tab>
      <Tab eventKey="notes" title="Notes">
        <h2 className="h6">Sales notes</h2>
        <p>{customer.CustomerSalesText.join(' ') || 'No records are present.'}</p>
        <h2 className="h6">Shipping notes</h2>
        <p>{customer.CustomerShippingText.join(' ') || 'No records are present.'}</p>
      </Tab>
      <Tab eventKey="permissions" title="Permissions">
        {customer.Permissions.length === 0 ? (
          <p>No records are present.</p>
        ) : (
          <ul>
            {customer.Permissions.map((p) => (
              <li key={p.Id}>
                {admin ? <Link to={`/profile/${p.UserId}`}>{p.Email}</Link> : p.Email} — {p.Name}{' '}
                {p.LastName}
              </li>
            ))}
          </ul>
        )}
        {admin && customer.PendingPermissionRequests.length > 0 && (
          <>
            <h2 className="h6">Pending permission requests</h2>
            <PendingRequests
              kind="customer"
              requests={customer.PendingPermissionRequests}
              viewerRoles={roles}
            />
          </>
        )}
      </Tab>
    </Tabs>
  );
}
