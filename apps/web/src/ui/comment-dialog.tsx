import { REASON_MAX } from '@portal/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface Props {
  title: string;
  /** What confirming does, above the text box. */
  children?: ReactNode;
  /** The text box's label: 'Comment (optional)', 'Reason'. */
  label: string;
  /** Shown under the box when it is sent blank; without it the text may be blank. */
  requiredMessage?: string;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  /** A step that cannot be undone starts on Cancel; otherwise the text box has the focus. */
  focusCancel?: boolean;
  busy: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

/** A confirmation that carries a text: a request's comment, a reviewer's reason. */
export function CommentDialog(props: Props) {
  const { title, label, requiredMessage, confirmLabel, busy, onConfirm, onCancel } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (requiredMessage && text.trim() === '') setProblem(requiredMessage);
    else onConfirm(text.trim());
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
          {props.children}
          <Form.Group controlId={`${id}-text`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              as="textarea"
              rows={requiredMessage ? 4 : 3}
              required={!!requiredMessage}
              autoFocus={!props.focusCancel}
              maxLength={REASON_MAX}
              value={text}
              isInvalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
              {problem}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} autoFocus={props.focusCancel}>
            Cancel
          </Button>
          <Button type="submit" variant={props.confirmVariant ?? 'primary'} disabled={busy}>
            {busy ? 'Sending…' : confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
