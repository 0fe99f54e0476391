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
import { accessAsked } from './access-asked.ts';
import { ApproveDialog } from './approve-dialog.tsx';
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

/**
 * Pending requests of one customer or sales rep: the user's e-mail with Approve and Reject.
 * Both ask first (a click beside the wrong e-mail in a long list is easy): Approve with a
 * confirmation, Reject with the dialog that asks for its reason.
 */
export function PendingRequests({ kind, requests, viewerRoles }: Props) {
  const admin = isCustomerAdmin(viewerRoles);
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<PermissionRequest | null>(null);
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
                <Button size="sm" onClick={() => setApproving(request)}>
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
      <ApproveDialog
        request={approving}
        onCancel={() => setApproving(null)}
        onApprove={(request) => {
          setApproving(null);
          void respond(request, true);
        }}
      />
      <CommentModal
        show={rejecting !== null}
        title="Reject request"
        message={rejecting ? `Refuse ${accessAsked(rejecting)}?` : undefined}
        label="Rejection reason"
        requiredMessage={AccountMessage.rejectionReasonRequired}
        confirmLabel="Reject"
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? respond(rejecting, false, reason) : Promise.resolve())}
      />
    </>
  );
}
