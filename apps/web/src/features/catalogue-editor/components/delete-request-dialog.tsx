import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface Props {
  catalogNumber: string;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** 'Confirm Deletion' of a model: a request for a reviewer, with an optional comment (§2.5). */
export function DeleteRequestDialog({ catalogNumber, busy, onConfirm, onCancel }: Props) {
  const id = useId();
  const [comment, setComment] = useState('');
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Confirm Deletion
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Ask for model {catalogNumber} to be deleted? A reviewer decides; nothing is deleted now.
        </p>
        <Form.Group controlId={`${id}-comment`}>
          <Form.Label>Comment (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => onConfirm(comment)}>
          {busy ? 'Sending…' : 'Request Deletion'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
