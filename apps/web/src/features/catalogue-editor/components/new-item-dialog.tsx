import type { EditableEntityName, Editor, EditorField, EditorValues } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { createEditorItem, editorTreeQuery } from '../api/editor-calls.ts';
import { itemKey, type ItemRef } from '../model/editor-tree.ts';
import { defaultValueOf, fieldState } from '../model/field-state.ts';
import { flagItem } from '../model/item-flags.ts';
import { saveRefusal, type SaveRefusal } from '../model/save-refusal.ts';
import { readableSections } from '../model/sections.ts';
import { EditorFieldView } from './editor-field.tsx';

interface Props {
  entityName: EditableEntityName;
  editor: Editor;
  parent: ItemRef | null;
  parentTitle: string | null;
  onClose: () => void;
  onCreated: (item: ItemRef) => void;
}

/** What a new item asks for first: the header's required fields the user may set. */
const firstFields = (editor: Editor): EditorField[] =>
  readableSections(editor)
    .filter((s) => s.SectionType === 'Header' && s.CanUpdate)
    .flatMap((s) => s.Fields)
    .filter((f) => f.IsRequired && f.CanUpdate);

/** 'New {entity}' under the selected node: the required fields, then POST; the rest is edited after. */
export function NewItemDialog({
  entityName,
  editor,
  parent,
  parentTitle,
  onClose,
  onCreated,
}: Props) {
  const queryClient = useQueryClient();
  const fields = firstFields(editor);
  const [values, setValues] = useState<EditorValues>(() =>
    Object.fromEntries(fields.map((f) => [f.EntityPropertyName, defaultValueOf(f)])),
  );
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const states = fields.map((f) => fieldState(f, {}, values, refusal?.errors));
  const invalid = states.some((s) => s.errors.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    setBusy(true);
    try {
      const created = await createEditorItem(entityName, parent?.id ?? null, values);
      const ref = { entityName, id: created.Id };
      flagItem(itemKey(ref), 'Created');
      await queryClient.invalidateQueries({ queryKey: editorTreeQuery(parent).queryKey });
      onCreated(ref);
    } catch (error) {
      setRefusal(saveRefusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="new-item-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="new-item-title" as="h2" className="h5">
            New {editor.DisplayName}
            {parentTitle && (
              <span className="d-block small text-body-secondary">in {parentTitle}</span>
            )}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {refusal && <Alert variant="danger">{refusal.message}</Alert>}
          <div className="row g-3">
            {fields.map((field, index) => (
              <EditorFieldView
                key={field.EditorFieldId}
                field={{ ...field, EditorSize: 12 }}
                state={tried ? states[index]! : { ...states[index]!, errors: [] }}
                choices={[]}
                canChange
                onChange={(value) => {
                  setRefusal(null);
                  setValues((v) => ({ ...v, [field.EntityPropertyName]: value }));
                }}
                onReset={() =>
                  setValues((v) => ({ ...v, [field.EntityPropertyName]: defaultValueOf(field) }))
                }
                onUndo={() => undefined}
                onHistory={() => undefined}
                options={false}
                idPrefix="new-item"
              />
            ))}
          </div>
          <p className="small text-body-secondary mt-3 mb-0">
            The other fields can be filled in once it is created.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating…' : `Create ${editor.DisplayName}`}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
