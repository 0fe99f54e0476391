import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface Props {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  /** The dialog's heading. */
  title?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Danger for what destroys something; a decision that grants uses the primary colour. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  message,
  title = 'Please confirm',
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal show={message !== null} onHide={onCancel} centered aria-labelledby="confirm-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
