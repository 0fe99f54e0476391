import type { PermissionRequest } from '@portal/domain';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { accessAsked } from './access-asked.ts';

interface Props {
  /** The request to approve; null keeps the dialog closed. */
  request: PermissionRequest | null;
  onCancel: () => void;
  onApprove: (request: PermissionRequest) => void;
}

/** Asks before a request is approved, naming the user and what they get (decision 154). */
export function ApproveDialog({ request, onCancel, onApprove }: Props) {
  return (
    <ConfirmDialog
      title="Approve request"
      message={request && `Give ${accessAsked(request)}?`}
      confirmLabel="Approve"
      confirmVariant="primary"
      onCancel={onCancel}
      onConfirm={() => {
        if (request) onApprove(request);
      }}
    />
  );
}
