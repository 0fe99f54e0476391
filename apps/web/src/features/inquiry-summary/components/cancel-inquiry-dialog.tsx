import { CANCEL_REASON_REQUIRED, inquiryCancelRequest } from '@portal/domain';
import { useCancelInquiry } from '../../../api/inquiries/cancel-inquiry.ts';
import { REQUEST_FAILED } from '../../../api/request-failure.ts';
import { CommentModal } from '../../../ui/account/comment-modal.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';

interface Props {
  inquiryId: number;
  show: boolean;
  onClose: () => void;
}

/**
 * Asks customer service why the inquiry is cancelled (§5: the reason is required). An empty
 * reason is refused here and nothing is sent; a refusal by the server is a toast, and the
 * reason stays in the dialog for another try.
 */
export function CancelInquiryDialog({ inquiryId, show, onClose }: Props) {
  const cancel = useCancelInquiry(inquiryId);
  return (
    <CommentModal
      show={show}
      title={`Cancel Inquiry ${inquiryId}`}
      label="Reason"
      requiredMessage={CANCEL_REASON_REQUIRED}
      maxLength={inquiryCancelRequest.shape.Reason.maxLength ?? undefined}
      confirmLabel="Cancel Inquiry"
      cancelLabel="Keep Inquiry"
      onCancel={onClose}
      onConfirm={async (reason) => {
        try {
          await cancel.mutateAsync(reason);
          showToast(`Inquiry ${inquiryId} has been cancelled.`);
          onClose();
        } catch (error) {
          showToast(error instanceof Error ? error.message : REQUEST_FAILED, 'danger');
          throw error;
        }
      }}
    />
  );
}
