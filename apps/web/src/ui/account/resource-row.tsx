import type { PermissionRequest } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResourceKind } from '../../api/accounts/permission-calls.ts';
import { PendingRequests } from './pending-requests.tsx';

interface Props {
  kind: ResourceKind;
  /** The customer or sales rep number; it links to their page. */
  id: string;
  /** The cells between the number and the pending requests. */
  cells: readonly ReactNode[];
  requests: PermissionRequest[];
  viewerRoles: readonly string[];
}

/**
 * A customer or sales rep in the Profiles lists. One kind names both the page the number links
 * to and the calls that decide the requests, so the two cannot disagree.
 */
export function ResourceRow({ kind, id, cells, requests, viewerRoles }: Props) {
  return (
    <tr>
      <td>
        <Link to={`/${kind}/${encodeURIComponent(id)}`}>{id}</Link>
      </td>
      {cells.map((cell, index) => (
        <td key={index}>{cell}</td>
      ))}
      <td>
        <PendingRequests kind={kind} requests={requests} viewerRoles={viewerRoles} />
      </td>
    </tr>
  );
}
