import type { Permission } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';

interface Props {
  permissions: Permission[];
  caption: string;
  /** Present for a customer admin: removes the permission after asking for a comment. */
  onDelete?: (permission: Permission) => void;
}

/** The sales reps or customers a user holds. */
export function PermissionTable({ permissions, caption, onDelete }: Props) {
  const headings = ['Number', 'Name', 'City', 'State', 'Postal code'];
  return (
    <ListTable
      label={caption}
      headings={onDelete ? [...headings, 'Actions'] : headings}
      rows={permissions}
    >
      {(p) => (
        <tr key={p.Id}>
          <ListCell label="Number">{p.ResourceId}</ListCell>
          <ListCell label="Name">{p.ResourceName}</ListCell>
          <ListCell label="City">{p.City}</ListCell>
          <ListCell label="State">{p.State}</ListCell>
          <ListCell label="Postal code">{p.PostalCode}</ListCell>
          {onDelete && (
            <ListCell label="Actions">
              <Button size="sm" variant="danger" onClick={() => onDelete(p)}>
                Delete<span className="visually-hidden"> {p.ResourceId}</span>
              </Button>
            </ListCell>
          )}
        </tr>
      )}
    </ListTable>
  );
}
