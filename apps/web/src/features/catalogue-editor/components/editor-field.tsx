import type { EditorChoice, EditorField, EditorValue } from '@portal/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { fieldKindOf, isEditableKind } from '../model/field-kinds.ts';
import type { FieldState } from '../model/field-state.ts';
import { FieldControl } from './field-control.tsx';

interface Props {
  field: EditorField;
  state: FieldState;
  choices: readonly EditorChoice[];
  /** The section and the field allow changing it. */
  canChange: boolean;
  onChange: (value: EditorValue) => void;
  onReset: () => void;
  onUndo: () => void;
  /** Absent: the options menu offers no History. */
  onHistory: (() => void) | undefined;
  /** The options menu (off in the new-item dialog, where there is no saved value). */
  options?: boolean;
  /** Keeps the control's id unique when a second form is open over the editor. */
  idPrefix?: string;
}

/** Grid width of a field: its EditorSize in 12 columns, full width on a phone. */
const columns = (size: number) => `col-12 col-md-${size >= 1 && size <= 12 ? size : 12}`;

/** The field's options: whether it changed, back to its default or its saved value, its history. */
function FieldOptions({ field, state, canChange, onReset, onUndo, onHistory }: Props) {
  const editable = canChange && isEditableKind(fieldKindOf(field.EditorType));
  return (
    <Dropdown align="end" className="ms-auto">
      <Dropdown.Toggle
        size="sm"
        variant="link"
        className="py-0 text-decoration-none"
        aria-label={`Options for ${field.DisplayName}`}
        title="Options"
      >
        <span aria-hidden="true">⋮</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.ItemText className="small fw-semibold">
          {state.changed ? 'Changed' : 'Unchanged'}
        </Dropdown.ItemText>
        <Dropdown.Divider />
        <Dropdown.Item as="button" disabled={!editable} onClick={onReset}>
          Reset to Default Value
        </Dropdown.Item>
        <Dropdown.Item as="button" disabled={!editable || !state.changed} onClick={onUndo}>
          Undo Changes
        </Dropdown.Item>
        {onHistory && (
          <Dropdown.Item as="button" onClick={onHistory}>
            History
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** One field of the editor: its label (with the required mark), options, control and messages. */
export function EditorFieldView(props: Props) {
  const { field, state, choices, canChange, onChange } = props;
  const id = `${props.idPrefix ?? 'field'}-${field.EntityPropertyName}`;
  const errorsId = `${id}-errors`;
  const invalid = state.errors.length > 0;
  const kind = fieldKindOf(field.EditorType);
  // A switch names itself; every other control is named by the label above it.
  const labelled = kind !== 'checkbox';
  return (
    <div className={columns(field.EditorSize)} data-field={field.EntityPropertyName}>
      <div className="d-flex align-items-center gap-2 mb-1">
        {labelled ? (
          <Form.Label htmlFor={id} className="mb-0 fw-semibold">
            {field.DisplayName}
            {field.IsRequired && (
              <>
                <span className="text-danger ms-1" aria-hidden="true">
                  *
                </span>
                <span className="visually-hidden"> (required)</span>
              </>
            )}
          </Form.Label>
        ) : (
          // The switch below carries the name; the row keeps the badge and the options.
          <span className="flex-grow-1" />
        )}
        {state.changed && props.options !== false && (
          <span className="badge text-bg-info">Changed</span>
        )}
        {props.options !== false && <FieldOptions {...props} />}
      </div>
      <FieldControl
        field={field}
        id={id}
        value={state.value}
        choices={choices}
        disabled={!canChange}
        invalid={invalid}
        describedBy={invalid ? errorsId : undefined}
        onChange={onChange}
      />
      {field.DisplayDescription && (
        <Form.Text className="d-block">{field.DisplayDescription}</Form.Text>
      )}
      {invalid && (
        <div id={errorsId} className="invalid-feedback d-block">
          {state.errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </div>
  );
}
