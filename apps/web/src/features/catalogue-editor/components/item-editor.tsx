import type { Editor, EditorField, EditorItem } from '@portal/domain';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { dateTime } from '../../../ui/orders/order-dates.ts';
import { changeLogPath, itemKey, parentRef, type ItemRef } from '../model/editor-tree.ts';
import { useItemFlags } from '../model/item-flags.ts';
import { addableFields, readOnlySections } from '../model/sections.ts';
import { FieldHistory } from './field-history.tsx';
import { ItemTabs } from './item-tabs.tsx';
import { useItemForm } from './use-item-form.ts';
import { SaveRefusalAlert } from './save-refusal-alert.tsx';

interface Props {
  item: ItemRef;
  editor: Editor;
  saved: EditorItem;
  onDirtyChange: (dirty: boolean) => void;
  /** After a delete: the parent, which the tree now shows without the item. */
  onDeleted: (parent: ItemRef | null) => void;
  /** Deleted in this session: shown as it was, to read only (admin §3 item flags). */
  deleted?: boolean;
}

const FLAG_STYLE = { Created: 'success', Updated: 'info', Deleted: 'danger' } as const;

/** The selected item's editor: its flags, its tabs, save, cancel and delete. */
export function ItemEditor({
  item,
  editor,
  saved,
  onDirtyChange,
  onDeleted,
  deleted = false,
}: Props) {
  const form = useItemForm(item, editor, saved);
  const flags = useItemFlags().get(itemKey(item)) ?? [];
  const [history, setHistory] = useState<EditorField | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [contentDirty, setContentDirty] = useState(false);
  // The item's Save and Cancel are for its own fields: a content tab has a row's own.
  const [onContentTab, setOnContentTab] = useState(false);
  const dirty = form.dirty || contentDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const addable = deleted ? [] : addableFields(editor, saved.Values, form.inView);
  const sections = deleted ? readOnlySections(form.sections) : form.sections;
  const permission = editor.EffectivePermission;
  const canSave = form.sections.some((s) => s.CanUpdate && s.Fields.some((f) => f.CanUpdate));

  const remove = async () => {
    setConfirmDelete(false);
    if (await form.remove()) onDeleted(parentRef(saved.Parent));
  };

  return (
    <article aria-labelledby="editor-item-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h2 id="editor-item-title" className="h4 mb-0">
          {saved.Title}
        </h2>
        <span className="badge text-bg-light border">{editor.DisplayName}</span>
        {flags.map((flag) => (
          <span key={flag} className={`badge text-bg-${FLAG_STYLE[flag]}`}>
            {flag}
          </span>
        ))}
        <Link to={changeLogPath(item)} className="ms-auto">
          Change log
        </Link>
      </div>
      {saved.LastChangedAt && (
        <p className="small text-body-secondary mb-2">
          Last changed {dateTime(saved.LastChangedAt)}
          {saved.LastChangedBy && ` by ${saved.LastChangedBy}`}
        </p>
      )}
      {deleted && (
        <Alert variant="secondary" className="my-2">
          This {editor.DisplayName} was deleted. What it held is shown here to read only.
        </Alert>
      )}
      <SaveRefusalAlert
        refusal={form.refusal}
        onReload={() => void form.reload()}
        className="my-2"
      />
      <ItemTabs
        item={item}
        editor={editor}
        sections={sections}
        addable={addable}
        onAddField={form.addField}
        api={{ ...form.api, history: setHistory }}
        deleted={deleted}
        onContentDirtyChange={setContentDirty}
        onContentTabChange={setOnContentTab}
      />
      {!deleted && (
        // Kept in sight only while there is something to save: on a phone a bar holding just
        // Delete would cover a third of the screen for nothing.
        <div
          className={`editor-actions bg-body d-flex flex-wrap gap-2 border-top py-3 mt-3${form.dirty ? ' sticky-bottom' : ''}`}
        >
          {canSave && (!onContentTab || form.dirty) && (
            <>
              <Button
                disabled={!form.dirty || form.invalid || form.busy}
                onClick={() => void form.save()}
              >
                {form.busy ? 'Saving…' : 'Save Changes'}
              </Button>
              <Button
                variant="outline-secondary"
                disabled={!form.dirty || form.busy}
                onClick={form.discard}
              >
                Cancel
              </Button>
            </>
          )}
          {form.dirty && (
            <span className="badge text-bg-warning align-self-center">Unsaved changes</span>
          )}
          {permission.CanDelete && (
            <Button
              variant="outline-danger"
              className="ms-auto"
              disabled={form.busy}
              onClick={() => setConfirmDelete(true)}
            >
              Delete {editor.DisplayName}
            </Button>
          )}
        </div>
      )}
      {history && <FieldHistory item={item} field={history} onClose={() => setHistory(null)} />}
      <ConfirmDialog
        title="Confirm Deletion"
        message={
          confirmDelete
            ? `Delete ${editor.DisplayName} '${saved.Title}'? This cannot be undone.`
            : null
        }
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </article>
  );
}
