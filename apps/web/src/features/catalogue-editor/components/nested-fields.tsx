import type { Editor, EditorChoice, EditorObject } from '@portal/domain';
import { useNamedEditor } from '../api/editor-calls.ts';
import {
  asValue,
  fieldsOf,
  nestedErrors,
  objectOf,
  subEditorName,
} from '../model/nested-values.ts';
import { EditorFieldView } from './editor-field.tsx';
import type { FieldControlProps } from './field-control.tsx';

const ignore = () => {};

interface NestedFieldsProps {
  editor: Editor;
  object: EditorObject;
  /** Keeps each nested control's id unique: the parent field's id and the object's place. */
  idPrefix: string;
  choices: readonly EditorChoice[];
  disabled: boolean;
  onChange: (object: EditorObject) => void;
}

/**
 * One object's fields, drawn from its sub editor's definition with the same field components
 * as the item's (so a nested sub-editor nests again). Changed, Reset and history belong to the
 * item's field that holds the object; each nested field shows its own rule messages.
 */
export function NestedFields({
  editor,
  object,
  idPrefix,
  choices,
  disabled,
  onChange,
}: NestedFieldsProps) {
  const fields = fieldsOf(editor).filter((f) => f.CanRead);
  return (
    <div className="row g-2">
      {fields.map((field) => {
        const value = object[field.EntityPropertyName];
        return (
          <EditorFieldView
            key={field.EditorFieldId}
            field={field}
            state={{ value, changed: false, errors: nestedErrors(field, value) }}
            // A sub-editor's choices are those of the fields inside it (a grid's roles).
            choices={choices}
            canChange={!disabled && field.CanUpdate}
            onChange={(next) => onChange({ ...object, [field.EntityPropertyName]: next })}
            onReset={ignore}
            onUndo={ignore}
            onHistory={ignore}
            options={false}
            idPrefix={idPrefix}
          />
        );
      })}
    </div>
  );
}

/** The sub editor a sub-editor field names, or a note why there is none. */
export function useSubEditor(props: Pick<FieldControlProps, 'field' | 'id'>) {
  const name = subEditorName(props.field);
  const sub = useNamedEditor(name);
  const note = (text: string) => (
    <p id={props.id} className="mb-0 text-body-secondary">
      {text}
    </p>
  );
  if (name === null) return { editor: null, note: note('No editor is named for these values.') };
  if (sub.isPending) return { editor: null, note: note('Loading…') };
  if (!sub.data) return { editor: null, note: note(`The ${name} editor cannot be read.`) };
  return { editor: sub.data, note: null };
}

/** sub-editor: one nested object, edited in place. */
export function SubEditorField(props: FieldControlProps) {
  const { field, id, value, choices, disabled, onChange } = props;
  const { editor, note } = useSubEditor(props);
  if (!editor) return note;
  return (
    <fieldset id={id} className="border rounded p-2">
      <legend className="visually-hidden">{field.DisplayName}</legend>
      <NestedFields
        editor={editor}
        object={objectOf(value)}
        idPrefix={id}
        choices={choices}
        disabled={disabled}
        onChange={(next) => onChange(asValue(next))}
      />
    </fieldset>
  );
}
