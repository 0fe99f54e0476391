import type { EditorField } from '@portal/domain';
import Form from 'react-bootstrap/Form';

interface Props {
  /** Blank fields hidden from view that the user may fill (HideBlankFields). */
  fields: EditorField[];
  onAdd: (propertyName: string) => void;
}

/** Brings a hidden blank field into view, to be filled (admin §2.4, add-blank-field). */
export function AddFieldSelect({ fields, onAdd }: Props) {
  if (fields.length === 0) return null;
  return (
    <Form.Select
      size="sm"
      className="mb-3 w-auto"
      aria-label="Add field"
      value=""
      onChange={(e) => onAdd(e.target.value)}
    >
      <option value="">Add field…</option>
      {fields.map((f) => (
        <option key={f.EditorFieldId} value={f.EntityPropertyName}>
          {f.DisplayName}
        </option>
      ))}
    </Form.Select>
  );
}
