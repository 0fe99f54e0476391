import {
  ModelEditorMessage,
  type Editor,
  type EditorField,
  type ModelEditorItem,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { ModelRevision } from '../../../ui/model-table/model-editor-opener.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import {
  copyModel,
  modelItemKey,
  requestModelDelete,
  type ModelEditorMode,
} from '../api/model-editor-calls.ts';
import { CHANGE_REQUESTS_KEY, proposeDeletion } from '../api/proposal-calls.ts';
import { addableFields, readOnlySections } from '../model/sections.ts';
import { saveRefusal } from '../model/save-refusal.ts';
import { CatalogNumberDialog } from './catalog-number-dialog.tsx';
import { DeleteRequestDialog } from './delete-request-dialog.tsx';
import { EditorSections } from './editor-sections.tsx';
import { ModelEditorFooter } from './model-editor-footer.tsx';
import type { OpenModel } from './model-editor-modal.tsx';
import { ProposalCommentDialog } from './proposal-comment-dialog.tsx';
import { useModelForm } from './use-model-form.ts';
import { SaveRefusalAlert } from './save-refusal-alert.tsx';
import { AddFieldSelect } from './add-field-select.tsx';
import { SupersessionPanel } from './supersession-panel.tsx';

interface Props {
  editor: Editor;
  item: ModelEditorItem;
  created: boolean;
  mode: ModelEditorMode;
  revision: ModelRevision | null;
  onDirtyChange: (dirty: boolean) => void;
  /** A dialog of its own is open over the modal. */
  onNestedChange: (open: boolean) => void;
  onOpen: (model: OpenModel) => void;
  onClose: () => void;
  onDeleteRequested: () => void;
  /** Proposal mode: the changes went to a reviewer. */
  onProposed: () => void;
}

/**
 * The model's sections and actions: Edit All Fields, Save Changes, Cancel, Copy, Delete. In
 * proposal mode (decision 179): Submit change request with a comment, and Request deletion.
 */
export function ModelEditorForm(props: Props) {
  const { editor, item, created, mode, revision, onDirtyChange, onNestedChange, onOpen } = props;
  const { onClose } = props;
  const queryClient = useQueryClient();
  const proposing = mode === 'proposal';
  const form = useModelForm(editor, item, { created, mode, revision });
  const [dialog, setDialog] = useState<'copy' | 'delete' | 'propose' | null>(null);
  const [copyNumber, setCopyNumber] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => onNestedChange(dialog !== null), [dialog, onNestedChange]);

  const permission = editor.EffectivePermission;
  const canUpdate = form.sections.some((s) => s.CanUpdate && s.Fields.some((f) => f.CanUpdate));
  const sections = form.editing ? form.sections : readOnlySections(form.sections);
  // A model's rows in the change log carry its number (decision 176): its viewer, in a new tab,
  // leaves the modal and its draft as they are.
  // The change-request site has no change log viewer.
  const history = (field: EditorField) => {
    const query = new URLSearchParams({ keyword: item.Id, field: field.EntityPropertyName });
    window.open(`/log-viewer?${query.toString()}`, '_blank', 'noopener');
  };
  // A proposal goes whole to a reviewer; an editor may also save one section at a time.
  const api = proposing
    ? form.api
    : { ...form.api, history, ...(form.editing && { sectionSave: form.sectionSave }) };

  const copy = (newNumber: string) => copyModel(item.Id, newNumber, copyNumber);
  const copied = (model: ModelEditorItem) => {
    setDialog(null);
    queryClient.setQueryData(modelItemKey(model.Id), model);
    showToast(`Copied model ${item.Id} to ${model.Id}`);
    onOpen({ catalogNumber: model.Id, created: true });
  };
  const requestDelete = async (comment: string) => {
    setDeleting(true);
    try {
      const answer = await (proposing ? proposeDeletion : requestModelDelete)(item.Id, comment);
      showToast(answer.Message || ModelEditorMessage.deleteRequested('Model', item.Id));
      if (proposing) void queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_KEY });
      setDialog(null);
      props.onDeleteRequested();
    } catch (error) {
      showToast(`Error: ${saveRefusal(error).message}`, 'danger');
      setDeleting(false);
    }
  };
  const propose = async (comment: string) => {
    const sent = await form.propose(comment);
    setDialog(null);
    if (sent) props.onProposed();
  };

  return (
    <>
      <Modal.Body>
        {form.dirty && (
          <p className="mb-2">
            <span className="badge text-bg-warning text-wrap text-start" role="status">
              This model has been modified. Changes are not yet saved.
            </span>
          </p>
        )}
        {proposing && (
          <p className="small text-body-secondary">
            {revision
              ? `You are revising change request ${revision.requestId}: it waits for review again once sent.`
              : 'Your changes go to a reviewer as a change request; the model stays as it is until they approve them.'}
          </p>
        )}
        <SaveRefusalAlert refusal={form.refusal} onReload={() => void form.reload()} />
        {form.editing && (
          <AddFieldSelect
            fields={addableFields(editor, item.Values, form.inView)}
            onAdd={form.addField}
          />
        )}
        <EditorSections editor={editor} sections={sections} api={api} />
        {/* The replacement is the editor's to set; a proposal carries only the model's fields. */}
        {!proposing && <SupersessionPanel catalogNumber={item.Id} canEdit={permission.CanUpdate} />}
      </Modal.Body>
      <ModelEditorFooter
        canUpdate={canUpdate}
        form={form}
        mode={mode}
        revising={revision !== null}
        canCreate={permission.CanCreate}
        canDelete={permission.CanDelete}
        onSave={() => (proposing ? setDialog('propose') : void form.save())}
        onDialog={setDialog}
        onClose={onClose}
      />
      {dialog === 'copy' && (
        <CatalogNumberDialog
          title="Copy Model"
          confirmLabel="Copy"
          submit={copy}
          onDone={copied}
          onCancel={() => setDialog(null)}
        >
          <Form.Check
            id={`copy-model-number-${item.Id}`}
            label="Copy Model Number?"
            checked={copyNumber}
            onChange={(event) => setCopyNumber(event.target.checked)}
          />
        </CatalogNumberDialog>
      )}
      {dialog === 'delete' && (
        <DeleteRequestDialog
          catalogNumber={item.Id}
          busy={deleting}
          onConfirm={(comment) => void requestDelete(comment)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'propose' && (
        <ProposalCommentDialog
          catalogNumber={item.Id}
          busy={form.busy}
          onConfirm={(comment) => void propose(comment)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
