import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ModelEditorMode } from '../api/model-editor-calls.ts';

interface Props {
  /** The user may change some field of the model. */
  canUpdate: boolean;
  form: {
    editing: boolean;
    dirty: boolean;
    invalid: boolean;
    busy: boolean;
    editAll: () => void;
    discard: () => void;
  };
  mode: ModelEditorMode;
  /** Proposal mode: a request being revised, which asks no deletion of its own. */
  revising: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onSave: () => void;
  onDialog: (dialog: 'copy' | 'delete') => void;
  onClose: () => void;
}

/**
 * The modal's buttons: Edit All Fields, Save Changes, Cancel, Copy Model and Delete; in
 * proposal mode Submit change request and Request deletion instead (decision 179).
 */
export function ModelEditorFooter(props: Props) {
  const { canUpdate, form, mode, onDialog } = props;
  const proposing = mode === 'proposal';
  return (
    <Modal.Footer className="justify-content-start gap-2">
      {canUpdate && !form.editing && (
        <Button variant="primary" onClick={form.editAll}>
          Edit All Fields
        </Button>
      )}
      {canUpdate && form.editing && (
        <Button disabled={!form.dirty || form.invalid || form.busy} onClick={props.onSave}>
          {proposing ? 'Submit change request' : form.busy ? 'Saving…' : 'Save Changes'}
        </Button>
      )}
      {form.dirty && (
        <Button variant="outline-secondary" disabled={form.busy} onClick={form.discard}>
          Cancel
        </Button>
      )}
      {props.canCreate && !proposing && (
        <Button variant="outline-primary" onClick={() => onDialog('copy')}>
          Copy Model
        </Button>
      )}
      {(proposing ? !props.revising : props.canDelete) && (
        <Button variant="outline-danger" onClick={() => onDialog('delete')}>
          {proposing ? 'Request deletion' : 'Delete'}
        </Button>
      )}
      <Button variant="outline-secondary" className="ms-auto" onClick={props.onClose}>
        Close
      </Button>
    </Modal.Footer>
  );
}
