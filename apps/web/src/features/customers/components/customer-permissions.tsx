import { AccessLevel, type Customer, type ResourceUser } from '@portal/domain';
import { Link } from 'react-router';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';

const accessLabel: Record<number, string> = {
  [AccessLevel.Owner]: 'Owner',
  [AccessLevel.Read]: 'Read',
  [AccessLevel.ReadAndWrite]: 'Read and write',
};

interface Props {
  customer: Customer;
  roles: readonly string[];
  /** A customer admin opens each user's details. */
  linkUsers: boolean;
}

/**
 * The users holding the customer, then the open requests the server gives this viewer: all
 * for a customer admin, those waiting for them for the customer's sales rep (decision 153).
 */
export function CustomerPermissions({ customer, roles, linkUsers }: Props) {
  const headings = ['Username', 'Name', 'Email', 'Access'];
  return (
    <>
      <h2 className="h5">Users</h2>
      <ListTable<ResourceUser> label="Users" headings={headings} rows={customer.Permissions}>
        {(user) => (
          <tr key={user.Id}>
            <ListCell label="Username">
              {linkUsers ? (
                <Link to={`/profile/${user.UserId}`}>{user.ResourceName}</Link>
              ) : (
                user.ResourceName
              )}
            </ListCell>
            <ListCell label="Name">{[user.Name, user.LastName].filter(Boolean).join(' ')}</ListCell>
            <ListCell label="Email">{user.Email}</ListCell>
            <ListCell label="Access">{accessLabel[user.AccessLevel] ?? 'Unknown'}</ListCell>
          </tr>
        )}
      </ListTable>
      {customer.PendingPermissionRequests.length > 0 && (
        <>
          <h2 className="h5">Pending permission requests</h2>
          <PendingRequests
            kind="customer"
            requests={customer.PendingPermissionRequests}
            viewerRoles={roles}
          />
        </>
      )}
    </>
  );
}
