import { AccountMessage, type PermissionRequest } from '@portal/domain';
import { respondToRequests, type ResourceKind } from '../../api/accounts/permission-calls.ts';
import { showToast } from '../toast/toast-store.ts';

/**
 * Approves or rejects one permission request. The spec's batch calls report success and reload, so
 * a refusal is shown as a toast that tells the user why, never thrown: the caller closes its dialog
 * and reloads either way.
 */
export async function decideRequest(
  kind: ResourceKind,
  request: PermissionRequest,
  approve: boolean,
  reason?: string,
): Promise<void> {
  try {
    await respondToRequests(kind, {
      isApproved: approve,
      rejectionStatus: approve ? null : reason,
      PermissionIds: [request.Id],
    });
    showToast(AccountMessage.updatedSuccessfully);
  } catch (error) {
    showToast(
      error instanceof Error ? error.message : AccountMessage.updatedUnsuccessfully,
      'danger',
    );
  }
}
