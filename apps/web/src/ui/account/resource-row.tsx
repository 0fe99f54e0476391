import type { PermissionRequest } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResourceKind } from '../../api/accounts/permission-calls.ts';
import { ListCell } from '../list/list-table.tsx';
import { PendingRequests } from './pending-requests.tsx';

interface Props {
  kind: ResourceKind;
  /** The customer or sales rep number; it links to their page. */
  id: string;
  /** The cells between the number and the pending requests. */
  cells: readonly ReactNode[];
  /** Every column's name, the number's first and the requests' last, as in the headings. */
  labels: readonly string[];
  requests: PermissionRequest[];
  viewerRoles: readonly string[];
}

/**
 * A customer or sales rep in the Profiles lists. One kind names both the page the number links
 * to and the calls that decide the requests, so the two cannot disagree.
 */
export function ResourceRow({ kind, id, cells, labels, requests, viewerRoles }: Props) {
  const label = (index: number) => labels[index] ?? '';
  return (
    <tr>
      <ListCell label={label(0)}>
        <Link to={`/${kind}/${encodeURIComponent(id)}`}>{id}</Link>
      </ListCell>
      {cells.map((cell, index) => (
        <ListCell key={index} label={label(index + 1)}>
          {cell}
        </ListCell>
      ))}
      <ListCell label={label(cells.length + 1)}>
        <PendingRequests kind={kind} requests={requests} viewerRoles={viewerRoles} />
      </ListCell>
    </tr>
  );
}
