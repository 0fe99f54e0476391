import type { Editor, EditorObject } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { asValue, fieldsOf, moved, newObject, objectsOf } from '../model/nested-values.ts';
import type { FieldControlProps } from './field-control.tsx';
import { NestedFields, useSubEditor } from './nested-fields.tsx';

/** What names an object in its header: its first text it holds ('General', 'Name'). */
function titleOf(editor: Editor, object: EditorObject): string {
  for (const field of fieldsOf(editor)) {
    const value = object[field.EntityPropertyName];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

/**
 * sub-editor-multiple: an ordered list of nested objects, each opened on demand, with add,
 * remove and move up / down (the order is what the list saves).
 */
export function SubEditorList(props: FieldControlProps) {
  const { field, id, value, choices, disabled, onChange } = props;
  const { editor, note } = useSubEditor(props);
  const list = objectsOf(value);
  // Which entries are open, by place; moves and removals carry it along.
  const [open, setOpen] = useState<boolean[]>([]);
  if (!editor) return note;
  const set = (next: EditorObject[], nextOpen: boolean[]) => {
    setOpen(nextOpen);
    onChange(asValue(next));
  };
  const flags = list.map((_, i) => open[i] ?? false);
  const move = (i: number, by: -1 | 1) => set(moved(list, i, by), moved(flags, i, by));
  const noun = editor.DisplayName;
  return (
    <div id={id} role="group" aria-label={field.DisplayName}>
      {list.length === 0 && (
        <p className="text-body-secondary mb-2">No {noun.toLowerCase()} yet.</p>
      )}
      <ol className="list-unstyled d-flex flex-column gap-2 mb-2">
        {list.map((object, i) => {
          const label = `${noun} ${i + 1}`;
          const title = titleOf(editor, object);
          const bodyId = `${id}-${i}-body`;
          return (
            <li key={i} className="card">
              <div className="card-header d-flex flex-wrap align-items-center gap-1 py-1">
                <button
                  type="button"
                  className="btn btn-link text-start text-decoration-none flex-grow-1 px-0"
                  aria-expanded={flags[i]}
                  aria-controls={bodyId}
                  onClick={() => setOpen(flags.map((f, j) => (j === i ? !f : f)))}
                >
                  <span aria-hidden="true">{flags[i] ? '▾' : '▸'} </span>
                  {label}
                  {title && `: ${title}`}
                </button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={disabled || i === 0}
                  aria-label={`Move ${label} up`}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={disabled || i === list.length - 1}
                  aria-label={`Move ${label} down`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={disabled}
                  aria-label={`Remove ${label}`}
                  onClick={() =>
                    set(
                      list.filter((_, j) => j !== i),
                      flags.filter((_, j) => j !== i),
                    )
                  }
                >
                  ×
                </Button>
              </div>
              {flags[i] && (
                <div id={bodyId} className="card-body">
                  <NestedFields
                    editor={editor}
                    object={object}
                    idPrefix={`${id}-${i}`}
                    choices={choices}
                    disabled={disabled}
                    onChange={(next) =>
                      set(
                        list.map((o, j) => (j === i ? next : o)),
                        flags,
                      )
                    }
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={disabled}
        onClick={() => set([...list, newObject(editor)], [...flags, true])}
      >
        Add {noun}
      </Button>
    </div>
  );
}
