import { contentLabel, type ContentEntry, type ContentKind } from '@portal/domain';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { asEditorField, contentFieldsOf } from '../../model/content-fields.ts';
import { fromControl, toControl } from '../../model/content-values.ts';
import { EditorFieldView } from '../editor-field.tsx';
import { useContentRow } from './use-content-row.ts';

interface Props {
  kind: ContentKind;
  productId: number;
  parentId: number;
  row: ContentEntry | null;
  /** The product's section tables, for a ModelTable item. */
  tables: readonly { value: string; label: string }[];
  /** Tells the list whether this form holds changes (a stable function). */
  report: (key: string, dirty: boolean) => void;
  /** Closes the form: after a save, on Cancel, or on Reload after a conflict. */
  onClose: () => void;
  onReload: () => void;
}

const none = () => undefined;

/** A row's fields edited in place, with its own Save and Cancel. */
export function ContentRowForm(props: Props) {
  const { kind, row, tables, report, onClose, onReload, ...at } = props;
  const form = useContentRow({ kind, row, onDone: onClose, ...at });
  const fields = contentFieldsOf(kind, form.values, tables);
  const ref = useRef<HTMLFormElement>(null);
  const idPrefix = `content-${kind}-${row?.Id ?? 'new'}`;
  const { dirty } = form;
  useEffect(() => report(idPrefix, dirty), [report, idPrefix, dirty]);
  useEffect(() => () => report(idPrefix, false), [report, idPrefix]);
  // The first field takes the focus when the form opens, so the keyboard carries on there.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, textarea, [contenteditable]')?.focus();
  }, []);

  return (
    <form
      ref={ref}
      className="border rounded p-2 p-md-3 bg-body"
      aria-label={
        row ? `Edit ${contentLabel[kind].toLowerCase()}` : `New ${contentLabel[kind].toLowerCase()}`
      }
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      {form.refusal && (
        <Alert variant={form.refusal.kind === 'conflict' ? 'warning' : 'danger'} className="py-2">
          <p className="mb-0">{form.refusal.message}</p>
          {form.refusal.kind === 'conflict' && (
            <Button size="sm" variant="outline-dark" className="mt-2" onClick={onReload}>
              Reload
            </Button>
          )}
        </Alert>
      )}
      <div className="row g-3">
        {fields.map((field, index) => (
          <EditorFieldView
            key={field.name}
            field={asEditorField(field, index)}
            state={{
              value: toControl(field, form.values[field.name]),
              changed: form.changed(field.name),
              errors: form.errorsOf(field.name),
            }}
            choices={[]}
            canChange
            options={false}
            idPrefix={idPrefix}
            onChange={(value) => form.setValue(field.name, fromControl(field, value))}
            onReset={none}
            onUndo={none}
            onHistory={none}
          />
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" size="sm" disabled={!form.dirty || form.invalid || form.busy}>
          {form.busy ? 'Saving…' : row ? 'Save' : 'Add'}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={form.busy} onClick={onClose}>
          Cancel
        </Button>
        {form.dirty && (
          <span className="badge text-bg-warning align-self-center">Unsaved changes</span>
        )}
      </div>
    </form>
  );
}
