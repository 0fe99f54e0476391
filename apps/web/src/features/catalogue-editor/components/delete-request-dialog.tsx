import { CommentDialog } from '../../../ui/comment-dialog.tsx';

interface Props {
  catalogNumber: string;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** 'Confirm Deletion' of a model: a request for a reviewer, with an optional comment (§2.5). */
export function DeleteRequestDialog({ catalogNumber, ...rest }: Props) {
  return (
    <CommentDialog
      {...rest}
      title="Confirm Deletion"
      label="Comment (optional)"
      confirmLabel="Request Deletion"
      confirmVariant="danger"
      focusCancel
    >
      <p>
        Ask for model {catalogNumber} to be deleted? A reviewer decides; nothing is deleted now.
      </p>
    </CommentDialog>
  );
}
