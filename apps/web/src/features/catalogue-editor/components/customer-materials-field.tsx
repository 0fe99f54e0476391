import type { EditorObject } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import { RowTable, type RowColumn } from '../../../ui/row-table/row-table.tsx';
import { objectsOf } from '../model/nested-values.ts';
import { rowsValue, textOf } from '../model/part-values.ts';
import type { FieldControlProps } from './field-control.tsx';

const COLUMNS = [
  { key: 'CustomerNumber', label: 'Customer Number', max: 20 },
  { key: 'MaterialNumber', label: 'Material Number', max: 40 },
] as const;

/** CustomerMaterials: a customer's own material number for the model, one per customer. */
export function CustomerMaterialsField(props: FieldControlProps) {
  const { field, id, value, disabled, describedBy, onChange } = props;
  const rows = objectsOf(value);
  const set = (next: EditorObject[]) => onChange(rowsValue(next));
  const columns: RowColumn<EditorObject>[] = COLUMNS.map(({ key, label, max }) => ({
    label,
    cell: (row, i, name) => (
      <Form.Control
        size="sm"
        aria-label={name}
        aria-required
        disabled={disabled}
        maxLength={max}
        value={textOf(row[key])}
        onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, [key]: e.target.value } : r)))}
      />
    ),
  }));
  return (
    <RowTable
      id={id}
      label={field.DisplayName}
      noun="Customer Material"
      rows={rows}
      columns={columns}
      disabled={disabled}
      describedBy={describedBy}
      minWidth="22rem"
      onAdd={() => set([...rows, { CustomerNumber: '', MaterialNumber: '' }])}
      onRemove={(i) => set(rows.filter((_, j) => j !== i))}
    />
  );
}
