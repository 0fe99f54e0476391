import {
  AccountMessage,
  isCustomerAdmin,
  PermissionRequestStatus,
  type PermissionRequest,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ResourceKind } from '../../api/accounts/permission-calls.ts';
import { ACCOUNT_QUERY_ROOT } from '../../api/accounts/account-keys.ts';
import { CommentModal } from './comment-modal.tsx';
import { decideRequest } from './decide-request.ts';

interface Props {
  kind: ResourceKind;
  requests: PermissionRequest[];
  viewerRoles: readonly string[];
}

/**
 * Who decides which request: a customer admin decides pending ones (1) and sees status 5 as
 * 'Waiting for Sales Rep Approval'; the customer's sales rep decides status 5 requests.
 */
const canDecide = (request: PermissionRequest, admin: boolean) =>
  admin
    ? request.Status === PermissionRequestStatus.PendingApproval
    : request.Status === PermissionRequestStatus.WaitingForSalesRep;

/** Pending requests of one customer or sales rep: the user's e-mail with Approve and Reject. */
export function PendingRequests({ kind, requests, viewerRoles }: Props) {
  const admin = isCustomerAdmin(viewerRoles);
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<PermissionRequest | null>(null);
  if (requests.length === 0) return null;

  const respond = async (request: PermissionRequest, approve: boolean, reason?: string) => {
    await decideRequest(kind, request, approve, reason);
    setRejecting(null);
    await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
  };

  return (
    <>
      <ul className="list-unstyled mb-0">
        {requests.map((request) => (
          <li key={request.Id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span className="text-break">{request.UserEmail}</span>
            {canDecide(request, admin) ? (
              <>
                <Button size="sm" onClick={() => void respond(request, true)}>
                  Approve<span className="visually-hidden"> {request.UserEmail}</span>
                </Button>
                <Button size="sm" variant="danger" onClick={() => setRejecting(request)}>
                  Reject<span className="visually-hidden"> {request.UserEmail}</span>
                </Button>
              </>
            ) : (
              request.Status === PermissionRequestStatus.WaitingForSalesRep && (
                <span className="small text-body-secondary">
                  {AccountMessage.waitingForSalesRep}
                </span>
              )
            )}
          </li>
        ))}
      </ul>
      <CommentModal
        show={rejecting !== null}
        title="Reject request"
        label="Rejection reason"
        requiredMessage={AccountMessage.rejectionReasonRequired}
        confirmLabel="Reject"
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? respond(rejecting, false, reason) : Promise.resolve())}
      />
    </>
  );
}
