import { REASON_MAX } from '@portal/domain';
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

/** Before a proposal goes: an optional comment for the reviewer (decision 179). */
export function ProposalCommentDialog({ catalogNumber, busy, onConfirm, onCancel }: Props) {
  const id = useId();
  const [comment, setComment] = useState('');
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Submit change request
        </Modal.Title>
      </Modal.Header>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(comment);
        }}
      >
        <Modal.Body>
          <p>
            Your changes to model {catalogNumber} go to a reviewer; the model stays as it is until
            they approve them.
          </p>
          <Form.Group controlId={`${id}-comment`}>
            <Form.Label>Comment (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={REASON_MAX}
              value={comment}
              autoFocus
              onChange={(event) => setComment(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Submit'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
