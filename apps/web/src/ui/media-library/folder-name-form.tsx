import { MAX_FOLDER_NAME } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

interface Props {
  /** The input's id; its error is `${inputId}-error`. */
  inputId: string;
  label: string;
  initialName?: string;
  submitLabel: string;
  /** Saves the name; a thrown error's message (the server's) shows under the field. */
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** One folder name, for a new folder or a rename; Escape cancels without closing the picker. */
export function FolderNameForm(props: Props) {
  const { inputId, label, initialName = '', submitLabel, onSubmit, onCancel } = props;
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${inputId}-error`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Enter a folder name.');
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The folder could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} className="mt-2" noValidate>
      <Form.Label htmlFor={inputId} className="small mb-1">
        {label}
      </Form.Label>
      <InputGroup size="sm" hasValidation>
        <Form.Control
          id={inputId}
          value={name}
          autoFocus
          maxLength={MAX_FOLDER_NAME}
          isInvalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
