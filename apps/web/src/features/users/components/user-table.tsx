import type { UserListRow } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { SortHeader } from '../../../ui/account/sort-header.tsx';
import { TableRegion } from '../../../ui/account/table-region.tsx';

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
    <TableRegion label="Users">
      <Table hover>
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            {header('Username', 'UserName')}
            {header('First name', 'FirstName')}
            {header('Last name', 'LastName')}
            {header('Email', 'Email')}
            <th scope="col">Roles</th>
            <th scope="col">Status</th>
            {header('Created', 'DateCreated')}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7}>No records are present.</td>
            </tr>
          )}
          {rows.map((u) => (
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
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
