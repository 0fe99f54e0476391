import type { Permission } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { TableRegion } from '../../../ui/account/table-region.tsx';

interface Props {
  permissions: Permission[];
  caption: string;
  /** Present for a customer admin: removes the permission after asking for a comment. */
  onDelete?: (permission: Permission) => void;
}

/** The sales reps or customers a user holds. */
export function PermissionTable({ permissions, caption, onDelete }: Props) {
  if (permissions.length === 0) return <p className="py-3 mb-0">No records are present.</p>;
  return (
    <TableRegion label={caption}>
      <Table hover className="mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Name</th>
            <th scope="col">City</th>
            <th scope="col">State</th>
            <th scope="col">Postal code</th>
            {onDelete && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {permissions.map((p) => (
            <tr key={p.Id}>
              <td>{p.ResourceId}</td>
              <td>{p.ResourceName}</td>
              <td>{p.City}</td>
              <td>{p.State}</td>
              <td>{p.PostalCode}</td>
              {onDelete && (
                <td>
                  <Button size="sm" variant="danger" onClick={() => onDelete(p)}>
                    Delete<span className="visually-hidden"> {p.ResourceId}</span>
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
