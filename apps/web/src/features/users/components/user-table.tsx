import type { UserListRow } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';
import { SortHeader } from '../../../ui/list/sort-header.tsx';

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
          <ListCell label="Username">
            <Link to={`/profile/${u.UserId}`}>{u.Username}</Link>
          </ListCell>
          <ListCell label="First name">{u.Name}</ListCell>
          <ListCell label="Last name">{u.LastName}</ListCell>
          <ListCell label="Email">{u.Email}</ListCell>
          <ListCell label="Roles">{u.Roles.join(', ')}</ListCell>
          <ListCell label="Status">
            <Badge bg={u.Disabled ? 'secondary' : 'success'}>
              {u.Disabled ? 'Deactivated' : 'Active'}
            </Badge>
          </ListCell>
          <ListCell label="Created">{u.DateCreated.slice(0, 10)}</ListCell>
        </tr>
      )}
    </ListTable>
  );
}
