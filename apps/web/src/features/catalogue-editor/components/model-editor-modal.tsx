import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useModelEditorDefinition, useModelItem } from '../api/model-editor-calls.ts';
import { ModelEditorForm } from './model-editor-form.tsx';

/** The model the modal shows; a model just created or copied is editable at once (§4). */
export interface OpenModel {
  catalogNumber: string;
  created: boolean;
}

interface Props {
  model: OpenModel | null;
  /** Shows another model in the modal (a copy). */
  onOpen: (model: OpenModel) => void;
  onClose: () => void;
}

/**
 * The model editor modal of the editor site (admin §2.5): 'Details for model: {number}', the
 * editor's sections from the Model editor definition, full screen on a phone. Closing with
 * unsaved changes asks Yes / No, as leaving an item of the workspace does.
 */
export function ModelEditorModal({ model, onOpen, onClose }: Props) {
  const titleId = useId();
  const catalogNumber = model?.catalogNumber ?? null;
  const definition = useModelEditorDefinition(catalogNumber !== null);
  const item = useModelItem(catalogNumber);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const [nested, setNested] = useState(false);

  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());

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
        keyboard={!nested && !asking}
        aria-labelledby={titleId}
        className="model-editor-modal"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Details for model: {catalogNumber}
          </Modal.Title>
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
            key={`${model.catalogNumber}-${model.created}`}
            editor={definition.data}
            item={item.data}
            created={model.created}
            onDirtyChange={setDirty}
            onNestedChange={setNested}
            onOpen={onOpen}
            onClose={requestClose}
            onDeleteRequested={close}
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
        message={
          asking ? 'This model has changes that are not saved. Close it and discard them?' : null
        }
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
