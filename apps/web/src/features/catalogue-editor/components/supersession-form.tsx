import { MAX_SUPERSESSION_NOTE, supersessionSave, type Supersession } from '@portal/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSupersessionChange } from '../api/supersession-calls.ts';
import { saveRefusal } from '../model/save-refusal.ts';

interface Props {
  current: Supersession;
  idPrefix: string;
}

type FieldErrors = Partial<Record<'ReplacedBy' | 'Note', string>>;

/** Sets, changes or removes a model's replacement; the server's refusals show at their field. */
export function SupersessionForm({ current, idPrefix }: Props) {
  const pcn = current.PcnCatalogNumber;
  const [replacedBy, setReplacedBy] = useState(current.ReplacedBy ?? '');
  const [note, setNote] = useState(current.Note ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const change = useSupersessionChange(pcn);

  const send = (body: Parameters<typeof change.mutate>[0], doneText: string) => {
    setFailure(null);
    setDone('');
    change.mutate(body, {
      onSuccess: (answer) => {
        // The fields show what is now stored, the note as trimmed, nothing once removed.
        setReplacedBy(answer.ReplacedBy ?? '');
        setNote(answer.Note ?? '');
        setErrors({});
        setDone(doneText);
      },
      onError: (error) => {
        const refusal = saveRefusal(error);
        const field = {
          ReplacedBy: refusal.errors.ReplacedBy?.[0],
          Note: refusal.errors.Note?.[0],
        };
        setErrors(field);
        if (!field.ReplacedBy && !field.Note) setFailure(refusal.message);
      },
    });
  };

  const save = () => {
    // The server's own rule first, so a blank number or a long note is told before sending.
    const parsed = supersessionSave.safeParse({ ReplacedBy: replacedBy, Note: note });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const at = (name: string) => issues.find((i) => i.path[0] === name)?.message;
      return setErrors({ ReplacedBy: at('ReplacedBy'), Note: at('Note') });
    }
    setErrors({});
    send(parsed.data, 'Saved.');
  };

  const busy = change.isPending;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Form.Group controlId={`${idPrefix}-replaced-by`} className="mb-2">
        <Form.Label>Replaced by (catalog number)</Form.Label>
        <Form.Control
          value={replacedBy}
          maxLength={18}
          autoComplete="off"
          isInvalid={!!errors.ReplacedBy}
          aria-invalid={!!errors.ReplacedBy}
          aria-describedby={`${idPrefix}-replaced-by-error`}
          onChange={(e) => setReplacedBy(e.target.value)}
        />
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-replaced-by-error`}>
          {errors.ReplacedBy}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-note`} className="mb-2">
        <Form.Label>Note (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={note}
          isInvalid={!!errors.Note}
          aria-invalid={!!errors.Note}
          aria-describedby={`${idPrefix}-note-error ${idPrefix}-note-help`}
          onChange={(e) => setNote(e.target.value)}
        />
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-note-error`}>
          {errors.Note}
        </Form.Control.Feedback>
        <Form.Text id={`${idPrefix}-note-help`}>
          Shown to buyers beside the replacement; up to {MAX_SUPERSESSION_NOTE} characters.
        </Form.Text>
      </Form.Group>
      {failure && (
        <Alert variant="danger" className="py-2">
          {failure}
        </Alert>
      )}
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm removal"
          className="d-flex flex-wrap align-items-center gap-2"
        >
          <span>Remove the replacement of {pcn}?</span>
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              send(null, 'Removed.');
            }}
          >
            Yes, remove
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            autoFocus
            onClick={() => setConfirming(false)}
          >
            Cancel
          </Button>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? 'Saving...' : 'Save replacement'}
          </Button>
          {current.ReplacedBy && (
            <Button
              variant="outline-danger"
              size="sm"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Remove
            </Button>
          )}
        </div>
      )}
      <p role="status" className="small text-success mb-0 mt-1">
        {done}
      </p>
    </Form>
  );
}
