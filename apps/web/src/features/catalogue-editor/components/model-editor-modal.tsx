import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { ModelRevision } from '../../../ui/model-table/model-editor-opener.ts';
import {
  useModelEditorDefinition,
  useModelItem,
  type ModelEditorMode,
} from '../api/model-editor-calls.ts';
import { ModelEditorForm } from './model-editor-form.tsx';
import { ModelSequenceNav } from './model-sequence-nav.tsx';

/** The model the modal shows; a model just created or copied is editable at once (§4). */
export interface OpenModel {
  catalogNumber: string;
  created: boolean;
  /** Edit All: the table's models in order; Previous / Next move through them. */
  sequence?: readonly string[];
  /** Proposal mode: the proposer's request being revised. */
  revision?: ModelRevision;
}

interface Props {
  model: OpenModel | null;
  /** 'proposal' on the change-request site: the form proposes changes (decision 179). */
  mode?: ModelEditorMode;
  /** Shows another model in the modal (a copy, the next of the table). */
  onOpen: (model: OpenModel) => void;
  onClose: () => void;
}

/** Something that drops the draft, waiting for the user's Yes. */
interface Leaving {
  message: string;
  then: () => void;
}

/**
 * The model editor modal (admin §2.5): 'Details for model: {number}', the editor's sections
 * from the Model editor definition, full screen on a phone. Closing or moving to another model
 * with unsaved changes asks Yes / No, as leaving an item of the workspace does.
 */
export function ModelEditorModal({ model, mode = 'edit', onOpen, onClose }: Props) {
  const titleId = useId();
  const catalogNumber = model?.catalogNumber ?? null;
  const definition = useModelEditorDefinition(catalogNumber !== null);
  const item = useModelItem(catalogNumber, mode);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [nested, setNested] = useState(false);

  const close = () => {
    setDirty(false);
    setLeaving(null);
    onClose();
  };
  const requestClose = () =>
    dirty
      ? setLeaving({
          message: 'This model has changes that are not saved. Close it and discard them?',
          then: close,
        })
      : close();
  const move = (to: string) => {
    const show = () => {
      setDirty(false);
      setLeaving(null);
      if (model) onOpen({ ...model, catalogNumber: to, created: false });
    };
    if (dirty)
      setLeaving({
        message: 'This model has changes that are not saved. Leave it and discard them?',
        then: show,
      });
    else show();
  };
  // After a proposal the modal stays while there are more of the table's models to go through.
  const proposed = () => (model?.sequence ? setDirty(false) : close());

  const failed = definition.error ?? item.error;
  return (
    <>
      <Modal
        show={model !== null}
        onHide={requestClose}
        size="xl"
        fullscreen="md-down"
        scrollable
        // A dialog opened from this one (copy, delete, a Modal section) takes Escape for itself.
        keyboard={!nested && !leaving}
        aria-labelledby={titleId}
        className="model-editor-modal"
      >
        <Modal.Header closeButton closeLabel="Close" className="flex-wrap gap-2">
          <Modal.Title id={titleId} as="h2" className="h5">
            Details for model: {catalogNumber}
          </Modal.Title>
          {model?.sequence && (
            <ModelSequenceNav
              sequence={model.sequence}
              current={model.catalogNumber}
              onMove={move}
            />
          )}
        </Modal.Header>
        {failed ? (
          <Modal.Body>
            <Alert variant="danger" className="mb-0">
              {failed.message || 'The model could not be read.'}
            </Alert>
          </Modal.Body>
        ) : definition.data === null ? (
          <Modal.Body>
            <Alert variant="warning" className="mb-0">
              You may not read models in the editor.
            </Alert>
          </Modal.Body>
        ) : !definition.data || !item.data || !model ? (
          <Modal.Body>
            <div role="status" className="d-flex align-items-center gap-2">
              <Spinner size="sm" aria-hidden="true" /> Loading the model…
            </div>
          </Modal.Body>
        ) : (
          <ModelEditorForm
            key={`${model.catalogNumber}-${model.created}-${model.revision?.requestId ?? ''}`}
            editor={definition.data}
            item={item.data}
            created={model.created}
            mode={mode}
            revision={model.revision ?? null}
            onDirtyChange={setDirty}
            onNestedChange={setNested}
            onOpen={onOpen}
            onClose={requestClose}
            onDeleteRequested={close}
            onProposed={proposed}
          />
        )}
        {failed && (
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              Close
            </Button>
          </Modal.Footer>
        )}
      </Modal>
      <ConfirmDialog
        title="Unsaved changes"
        message={leaving?.message ?? null}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => leaving?.then()}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}
