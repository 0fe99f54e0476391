import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface Props {
  show: boolean;
  title: string;
  /** What the decision is about, above the field (a rejection names the request). */
  message?: string;
  label: string;
  /** Shown when OK is pressed with an empty comment. */
  requiredMessage: string;
  confirmLabel?: string;
  /** The button that closes without deciding. */
  cancelLabel?: string;
  /** The longest comment the server takes. */
  maxLength?: number;
  /** OK stays disabled until something is typed (the delete dialogs). */
  disableWhileEmpty?: boolean;
  onCancel: () => void;
  onConfirm: (comment: string) => Promise<void>;
}

/** Asks for the comment or reason an account decision needs. */
export function CommentModal(props: Props) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const empty = comment.trim() === '';

  const close = () => {
    // Nothing closes the dialog while the decision is on its way.
    if (busy) return;
    setComment('');
    setError(null);
    props.onCancel();
  };
  const confirm = async () => {
    if (empty) {
      setError(props.requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm(comment.trim());
      setComment('');
      setError(null);
    } catch {
      // The caller has said why it failed; the comment stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show={props.show}
      onHide={close}
      backdrop={busy ? 'static' : true}
      centered
      aria-labelledby="comment-modal-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title as="h2" className="h5" id="comment-modal-title">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={busy}>
        {props.message && <p>{props.message}</p>}
        <Form.Group controlId="decision-comment">
          <Form.Label>{props.label}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            autoFocus
            maxLength={props.maxLength ?? 1000}
            value={comment}
            disabled={busy}
            isInvalid={!!error}
            onChange={(event) => {
              setComment(event.target.value);
              setError(null);
            }}
          />
          <Form.Control.Feedback type="invalid" role="alert">
            {error}
          </Form.Control.Feedback>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy || (props.disableWhileEmpty === true && empty)}
        >
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {props.confirmLabel ?? 'OK'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
