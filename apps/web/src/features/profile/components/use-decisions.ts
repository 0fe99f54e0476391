import { AccountMessage, type Permission, type PermissionRequest } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deletePermission, type ResourceKind } from '../../../api/accounts/permission-calls.ts';
import { decideRequest } from '../../../ui/account/decide-request.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { userKeyRoot } from '../api/user-calls.ts';

const kindOf = (type: number): ResourceKind => (type === 1 ? 'sales-rep' : 'customer');

/** A customer admin's decisions on one user's permissions and requests. */
export function useDecisions(userId: number) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const [rejecting, setRejecting] = useState<PermissionRequest | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: userKeyRoot });

  const respond = async (request: PermissionRequest, approve: boolean, reason?: string) => {
    const kind = request.SalesRepresentativeNumber !== null ? 'sales-rep' : 'customer';
    await decideRequest(kind, request, approve, reason);
    setRejecting(null);
    await reload();
  };

  const remove = async (comment: string) => {
    if (!deleting) return;
    try {
      const result = await deletePermission(kindOf(deleting.Type), {
        Number: deleting.ResourceId,
        UserId: userId,
        Comment: comment,
      });
      if (result.Successful) showToast(result.Message || 'Deleted successfully');
      else showToast(AccountMessage.deletedUnsuccessfully, 'danger');
    } catch {
      showToast(AccountMessage.deletedUnsuccessfully, 'danger');
    }
    setDeleting(null);
    await reload();
  };

  return {
    deleting,
    askDelete: setDeleting,
    remove,
    rejecting,
    askReject: setRejecting,
    approve: (request: PermissionRequest) => respond(request, true),
    reject: (reason: string) => (rejecting ? respond(rejecting, false, reason) : Promise.resolve()),
    cancel: () => {
      setDeleting(null);
      setRejecting(null);
    },
  };
}
