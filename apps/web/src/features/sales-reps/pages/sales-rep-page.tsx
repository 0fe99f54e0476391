import { AccountMessage, displayPhone, isCustomerAdmin, type SalesRep } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../../api/api-error.ts';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';
import { AddressLines } from '../../../ui/address-lines.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { salesRepQuery } from '../api/sales-rep-calls.ts';

function Information({ rep }: { rep: SalesRep }) {
  const a = rep.Address;
  const emails = a.Emails.map((e) => e.Email).filter(Boolean);
  return (
    <>
      <h2 className="h5">Address</h2>
      {/* The phone is listed under Communication, so the address leaves it out. */}
      <AddressLines address={{ ...a, Name: a.Name1, Phone: undefined }} />
      <h2 className="h5">Communication</h2>
      <dl className="row">
        <dt className="col-sm-4 col-lg-3">Phone</dt>
        <dd className="col-sm-8 col-lg-9">
          {a.Phone ? <a href={`tel:${a.Phone}`}>{displayPhone(a.Phone)}</a> : '—'}
        </dd>
        <dt className="col-sm-4 col-lg-3">{emails.length > 1 ? 'Emails' : 'Email'}</dt>
        <dd className="col-sm-8 col-lg-9 text-break">
          {emails.length === 0
            ? '—'
            : emails.map((email) => (
                <div key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </div>
              ))}
        </dd>
      </dl>
    </>
  );
}

function ClientList({ customers }: { customers: SalesRep['Customers'] }) {
  return (
    <ListTable
      label="Client list"
      headings={['Customer', 'Name', 'City', 'State']}
      rows={customers}
    >
      {(c) => (
        <tr key={c.CustomerNumber}>
          <ListCell label="Customer">
            <Link to={`/customer/${encodeURIComponent(c.CustomerNumber)}`}>{c.CustomerNumber}</Link>
          </ListCell>
          <ListCell label="Name">{c.CustomerName}</ListCell>
          <ListCell label="City">{c.City}</ListCell>
          <ListCell label="State">{c.State}</ListCell>
        </tr>
      )}
    </ListTable>
  );
}

function Permissions({ rep, roles }: { rep: SalesRep; roles: readonly string[] }) {
  const admin = isCustomerAdmin(roles);
  return (
    <>
      <ListTable label="Users" headings={['Username', 'Name', 'Email']} rows={rep.Permissions}>
        {(user) => (
          <tr key={user.Id}>
            <ListCell label="Username">
              {admin ? (
                <Link to={`/profile/${user.UserId}`}>{user.ResourceName}</Link>
              ) : (
                user.ResourceName
              )}
            </ListCell>
            <ListCell label="Name">{[user.Name, user.LastName].filter(Boolean).join(' ')}</ListCell>
            <ListCell label="Email">{user.Email}</ListCell>
          </tr>
        )}
      </ListTable>
      {admin && rep.PendingPermissionRequests.length > 0 && (
        <>
          <h2 className="h5">Pending permission requests</h2>
          <PendingRequests
            kind="sales-rep"
            requests={rep.PendingPermissionRequests}
            viewerRoles={roles}
          />
        </>
      )}
    </>
  );
}

/**
 * Route /sales-rep/:salesRepNumber: information, client list and permissions. The open tab is
 * in the address (?tab=); on a phone the tabs are pills that wrap.
 */
export function SalesRepPage() {
  const { salesRepNumber = '' } = useParams();
  const roles = useLiveUser()?.Roles ?? [];
  const rep = useQuery(salesRepQuery(salesRepNumber));
  const [params, setParams] = useSearchParams();
  const desktop = useIsDesktop();
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
  const tabs = [
    { key: 'information', title: 'Sales Rep Information', content: <Information rep={rep.data} /> },
    {
      key: 'clients',
      title: `Client List (${rep.data.Customers.length})`,
      content: <ClientList customers={rep.data.Customers} />,
    },
    {
      key: 'permissions',
      title: 'Permissions',
      content: <Permissions rep={rep.data} roles={roles} />,
    },
  ];
  const tab = params.get('tab');
  return (
    <>
      <h1 className="text-break">
        {rep.data.Name} <small className="text-body-secondary">{rep.data.Id}</small>
      </h1>
      <RouteTabs
        id="sales-rep-tabs"
        label="Sales rep"
        variant={desktop ? 'tabs' : 'pills'}
        className={desktop ? 'mb-3' : 'mb-3 gap-1'}
        activeKey={tabs.some((t) => t.key === tab) && tab ? tab : 'information'}
        onSelect={(key) => setParams(key === 'information' ? {} : { tab: key }, { replace: true })}
        tabs={tabs}
      />
    </>
  );
}
