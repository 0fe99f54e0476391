import type { PermissionRequest } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import type { ResourceKind } from '../../../api/accounts/permission-calls.ts';
import { PendingRequests } from '../../../ui/account/pending-requests.tsx';
import { DASHBOARD_REFRESH_MS } from '../model/dashboard-cards.ts';
import { pendingCustomersQuery, pendingSalesRepsQuery } from '../api/pending-request-calls.ts';
import { DashboardCard } from './dashboard-card.tsx';

interface Holder {
  number: string;
  name: string;
  requests: PermissionRequest[];
}

interface Props {
  title: string;
  kind: ResourceKind;
  holders: Holder[] | undefined;
  error: unknown;
  onRetry: () => void;
  viewerRoles: readonly string[];
  more: { to: string; label: string };
}

/**
 * Customers or sales reps with requests the viewer may see, each request with Approve and
 * Reject where the viewer decides it. Holders whose requests the viewer may not see are left out.
 */
function RequestCard({ title, kind, holders, error, onRetry, viewerRoles, more }: Props) {
  const shown = holders?.filter((h) => h.requests.length > 0);
  const path = kind === 'customer' ? '/customer/' : '/sales-rep/';
  return (
    <DashboardCard
      title={title}
      count={shown ? shown.length : null}
      error={error ?? undefined}
      onRetry={onRetry}
      more={more}
    >
      <ListGroup variant="flush">
        {shown?.map((holder) => (
          <ListGroup.Item key={holder.number} className="px-0">
            <Link to={`${path}${encodeURIComponent(holder.number)}`} className="fw-semibold">
              {holder.name}
            </Link>{' '}
            <span className="small text-body-secondary">{holder.number}</span>
            <PendingRequests kind={kind} requests={holder.requests} viewerRoles={viewerRoles} />
          </ListGroup.Item>
        ))}
      </ListGroup>
    </DashboardCard>
  );
}

export function CustomerRequestCard({ viewerRoles }: { viewerRoles: readonly string[] }) {
  const list = useQuery({ ...pendingCustomersQuery, refetchInterval: DASHBOARD_REFRESH_MS });
  return (
    <RequestCard
      title="Customer requests"
      kind="customer"
      holders={list.data?.map((c) => ({
        number: c.CustomerNumber,
        name: c.CustomerName,
        requests: c.PendingPermissionRequests,
      }))}
      error={list.isError ? list.error : null}
      onRetry={() => void list.refetch()}
      viewerRoles={viewerRoles}
      more={{ to: '/customer?filterByHasPendingPermissions=true', label: 'All customers' }}
    />
  );
}

export function SalesRepRequestCard({ viewerRoles }: { viewerRoles: readonly string[] }) {
  const list = useQuery({ ...pendingSalesRepsQuery, refetchInterval: DASHBOARD_REFRESH_MS });
  return (
    <RequestCard
      title="Sales rep requests"
      kind="sales-rep"
      holders={list.data?.List.map((r) => ({
        number: r.Id,
        name: r.Name,
        requests: r.PendingPermissionRequests,
      }))}
      error={list.isError ? list.error : null}
      onRetry={() => void list.refetch()}
      viewerRoles={viewerRoles}
      more={{ to: '/sales-rep?filterByHasPendingPermissions=true', label: 'All sales reps' }}
    />
  );
}
