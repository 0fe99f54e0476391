import type { EditorChoice, EditorField, EditorValue } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AssociationsField } from './associations-field.tsx';
import { CustomerMaterialsField } from './customer-materials-field.tsx';
import { DivisionModelsField } from './division-models-field.tsx';
import { MediaField } from './media-field.tsx';
import { ModelAssociationsField } from './model-associations-field.tsx';
import { ModelDimensionsField } from './model-dimensions-field.tsx';
import { SubEditorField } from './nested-fields.tsx';
import { PermissionGrid } from './permission-grid.tsx';
import { SubEditorList } from './sub-editor-list.tsx';
import { RichTextEditor } from '../../../ui/rich-text-editor/rich-text-editor.tsx';
import {
  fieldKindOf,
  idsOf,
  isoOfLocal,
  joinLines,
  linesOf,
  localDateTime,
  valueText,
} from '../model/field-kinds.ts';
import { holdsDivisionModels } from '../model/part-values.ts';

export interface FieldControlProps {
  field: EditorField;
  id: string;
  value: EditorValue | undefined;
  choices: readonly EditorChoice[];
  disabled: boolean;
  invalid: boolean;
  /** The id of the messages under the field, for aria-describedby. */
  describedBy?: string;
  onChange: (value: EditorValue) => void;
}

const text = (value: EditorValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A list of texts (multi-input-edit): one input per entry, with add and remove. */
function StringList({ field, id, value, disabled, onChange }: FieldControlProps) {
  const lines = linesOf(value);
  const set = (next: string[]) => onChange(joinLines(next));
  return (
    <div id={id} className="d-flex flex-column gap-1">
      {lines.map((line, index) => (
        <div key={index} className="d-flex gap-1">
          <Form.Control
            aria-label={`${field.DisplayName} ${index + 1}`}
            value={line}
            disabled={disabled}
            onChange={(e) => set(lines.map((l, i) => (i === index ? e.target.value : l)))}
          />
          <Button
            variant="outline-secondary"
            disabled={disabled}
            aria-label={`Remove ${field.DisplayName} ${index + 1}`}
            onClick={() => set(lines.filter((_, i) => i !== index))}
          >
            ×
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline-secondary"
        className="align-self-start"
        disabled={disabled}
        onClick={() => set([...lines, ''])}
      >
        Add {field.DisplayName}
      </Button>
    </div>
  );
}

/** A set of ids among the item's choices (editor-list, divisions), as ticks. */
function ChoiceList({ field, id, value, choices, disabled, onChange }: FieldControlProps) {
  const chosen = idsOf(value);
  if (choices.length === 0) return <p className="text-body-secondary mb-0">Nothing to choose.</p>;
  return (
    // Disabled ticks take no focus: the box itself does, so a keyboard can still scroll it.
    <div
      id={id}
      role="group"
      aria-label={field.DisplayName}
      tabIndex={disabled ? 0 : undefined}
      className="editor-choice-list border rounded p-2"
    >
      {choices.map((choice) => (
        <Form.Check
          key={choice.Id}
          id={`${id}-${choice.Id}`}
          label={choice.DisplayName}
          checked={chosen.includes(choice.Id)}
          disabled={disabled}
          onChange={(e) =>
            onChange(
              e.target.checked ? [...chosen, choice.Id] : chosen.filter((c) => c !== choice.Id),
            )
          }
        />
      ))}
    </div>
  );
}

/** One field's control, by its editor type (admin §3 field types). */
export function FieldControl(props: FieldControlProps) {
  const { field, id, value, choices, disabled, invalid, describedBy, onChange } = props;
  const common = {
    id,
    disabled,
    isInvalid: invalid,
    'aria-describedby': describedBy,
    'aria-required': field.IsRequired || undefined,
  };
  switch (fieldKindOf(field.EditorType)) {
    case 'text':
    case 'password':
      return (
        <Form.Control
          {...common}
          type={field.EditorType === 'password' ? 'password' : 'text'}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <Form.Control
          {...common}
          type="number"
          value={text(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'checkbox':
      return (
        <Form.Check
          {...common}
          type="switch"
          label={field.DisplayName}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'select':
      return (
        <Form.Select
          {...common}
          value={text(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">(none)</option>
          {field.Values.map((v) => (
            <option key={v.EditorFieldValueId} value={v.Value}>
              {v.DisplayName ?? v.Value}
            </option>
          ))}
        </Form.Select>
      );
    case 'datetime':
      return (
        <Form.Control
          {...common}
          type="datetime-local"
          value={localDateTime(value)}
          onChange={(e) => onChange(isoOfLocal(e.target.value))}
        />
      );
    case 'string-list':
      return <StringList {...props} />;
    case 'choice-list':
      return field.EditorType === 'divisions' && holdsDivisionModels(field, value) ? (
        <DivisionModelsField {...props} />
      ) : (
        <ChoiceList {...props} />
      );
    case 'rich-text':
      return (
        <RichTextEditor
          id={id}
          label={field.DisplayName}
          value={text(value)}
          disabled={disabled}
          invalid={invalid}
          onChange={onChange}
        />
      );
    case 'read-only':
      return <Form.Control id={id} plaintext readOnly value={valueText(value, choices)} />;
    case 'file':
      return (
        <MediaField field={field} id={id} value={value} disabled={disabled} onChange={onChange} />
      );
    case 'sub-editor':
      return <SubEditorField {...props} />;
    case 'sub-editor-list':
      return <SubEditorList {...props} />;
    case 'permission-grid':
      return <PermissionGrid {...props} />;
    case 'associations':
      return <AssociationsField {...props} />;
    case 'model-associations':
      return <ModelAssociationsField {...props} />;
    case 'model-dimensions':
      return <ModelDimensionsField {...props} />;
    case 'customer-materials':
      return <CustomerMaterialsField {...props} />;
    case 'nothing':
      return null;
  }
}
