import { CommentDialog } from '../../../ui/comment-dialog.tsx';

interface Props {
  catalogNumber: string;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** Before a proposal goes: an optional comment for the reviewer (decision 179). */
export function ProposalCommentDialog({ catalogNumber, ...rest }: Props) {
  return (
    <CommentDialog
      {...rest}
      title="Submit change request"
      label="Comment (optional)"
      confirmLabel="Submit"
    >
      <p>
        Your changes to model {catalogNumber} go to a reviewer; the model stays as it is until they
        approve them.
      </p>
    </CommentDialog>
  );
}
