import { changeRequestReason, REASON_MAX } from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface Props {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Reject and Ask for changes: the proposer reads the reason, so one is required. */
export function ReasonDialog({ title, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changeRequestReason.safeParse({ Reason: reason });
    if (checked.success) onConfirm(checked.data.Reason);
    else setProblem(checked.error.issues[0]?.message ?? null);
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              required
              autoFocus
              maxLength={REASON_MAX}
              value={reason}
              isInvalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
              {problem}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Sending…' : confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
