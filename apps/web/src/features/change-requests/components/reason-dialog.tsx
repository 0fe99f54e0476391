import { ChangeRequestMessage } from '@portal/domain';
import { CommentDialog } from '../../../ui/comment-dialog.tsx';

interface Props {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Reject and Ask for changes: the proposer reads the reason, so one is required. */
export function ReasonDialog(props: Props) {
  return (
    <CommentDialog
      {...props}
      label="Reason"
      requiredMessage={ChangeRequestMessage.reasonRequired}
      confirmVariant="danger"
    />
  );
}
