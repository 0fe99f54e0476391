import { catalogNumberInput, type ModelEditorItem } from '@portal/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { saveRefusal } from '../model/save-refusal.ts';

interface Props {
  title: string;
  confirmLabel: string;
  /** Fields beside the number ('Copy Model Number?'). */
  children?: ReactNode;
  /** Sends the number; a refusal's message (409 'already exists') shows in the dialog. */
  submit: (catalogNumber: string) => Promise<ModelEditorItem>;
  onDone: (model: ModelEditorItem) => void;
  onCancel: () => void;
}

/**
 * Asks for a new model's Catalog Number (Copy Model, Add model; admin §5): 1 to 18 characters,
 * the button waits while it is empty, and the server's answer shows here. Rendered only while
 * open, so each opening starts blank.
 */
export function CatalogNumberDialog({
  title,
  confirmLabel,
  children,
  submit,
  onDone,
  onCancel,
}: Props) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = catalogNumberInput.safeParse(number);
  const message = number !== '' && !checked.success ? checked.error.issues[0]?.message : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.success) return;
    setBusy(true);
    setRefused(null);
    try {
      onDone(await submit(checked.data));
    } catch (error) {
      setRefused(saveRefusal(error).message);
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={(event) => void send(event)}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-number`} className="mb-3">
            <Form.Label>Catalog Number</Form.Label>
            <Form.Control
              value={number}
              autoFocus
              autoComplete="off"
              isInvalid={!!message}
              aria-describedby={message ? `${id}-message` : undefined}
              onChange={(event) => {
                setNumber(event.target.value);
                setRefused(null);
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-message`}>
              {message}
            </Form.Control.Feedback>
          </Form.Group>
          {children}
          {refused && (
            <Alert variant="danger" className="mb-0 mt-3">
              {refused}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={number.trim() === '' || !!message || busy}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
