import type { UserListRow } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { ListTable } from '../../../ui/account/list-table.tsx';
import { SortHeader } from '../../../ui/account/sort-header.tsx';

export type UserSort = 'DateCreated' | 'UserName' | 'FirstName' | 'LastName' | 'Email';

interface Props {
  rows: UserListRow[];
  sortBy: UserSort;
  descending: boolean;
  onSort: (column: UserSort) => void;
}

/** One row per user; the username opens the user's details. */
export function UserTable({ rows, sortBy, descending, onSort }: Props) {
  const header = (label: string, column: UserSort) => (
    <SortHeader
      label={label}
      column={column}
      sortBy={sortBy}
      descending={descending}
      onSort={onSort}
    />
  );
  return (
    <ListTable
      label="Users"
      headings={[
        header('Username', 'UserName'),
        header('First name', 'FirstName'),
        header('Last name', 'LastName'),
        header('Email', 'Email'),
        'Roles',
        'Status',
        header('Created', 'DateCreated'),
      ]}
      rows={rows}
    >
      {(u) => (
        <tr key={u.UserId}>
          <td>
            <Link to={`/profile/${u.UserId}`}>{u.Username}</Link>
          </td>
          <td>{u.Name}</td>
          <td>{u.LastName}</td>
          <td className="text-break">{u.Email}</td>
          <td>{u.Roles.join(', ')}</td>
          <td>
            <Badge bg={u.Disabled ? 'secondary' : 'success'}>
              {u.Disabled ? 'Deactivated' : 'Active'}
            </Badge>
          </td>
          <td>{u.DateCreated.slice(0, 10)}</td>
        </tr>
      )}
    </ListTable>
  );
}
