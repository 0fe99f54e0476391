import type { EditorObject } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import { RowTable, type RowColumn } from '../../../ui/row-table/row-table.tsx';
import { objectsOf } from '../model/nested-values.ts';
import { rowsValue, textOf } from '../model/part-values.ts';
import type { FieldControlProps } from './field-control.tsx';

const TYPES = [
  { value: 'ReplacementPart', label: 'Replacement Part' },
  { value: 'Accessory', label: 'Accessory' },
];

/**
 * ModelAssociations: the catalogue numbers this model lists (its replacement parts and
 * accessories). Whether each exists is the server's check on save (decision 176).
 */
export function ModelAssociationsField(props: FieldControlProps) {
  const { field, id, value, disabled, describedBy, onChange } = props;
  const rows = objectsOf(value);
  const set = (next: EditorObject[]) => onChange(rowsValue(next));
  const edit = (i: number, key: string, v: string) =>
    set(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const columns: RowColumn<EditorObject>[] = [
    {
      label: 'Catalog Number',
      cell: (row, i, name) => (
        <Form.Control
          size="sm"
          aria-label={name}
          aria-required
          disabled={disabled}
          maxLength={18}
          value={textOf(row.PcnCatalogNumber)}
          onChange={(e) => edit(i, 'PcnCatalogNumber', e.target.value)}
        />
      ),
    },
    {
      label: 'Association Type',
      cell: (row, i, name) => {
        const type = textOf(row.AssociationType) || 'ReplacementPart';
        return (
          <Form.Select
            size="sm"
            aria-label={name}
            disabled={disabled}
            value={type}
            onChange={(e) => edit(i, 'AssociationType', e.target.value)}
          >
            {!TYPES.some((t) => t.value === type) && <option value={type}>{type}</option>}
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Form.Select>
        );
      },
    },
  ];
  return (
    <RowTable
      id={id}
      label={field.DisplayName}
      noun="Associated Model"
      rows={rows}
      columns={columns}
      disabled={disabled}
      describedBy={describedBy}
      minWidth="22rem"
      onAdd={() => set([...rows, { PcnCatalogNumber: '', AssociationType: 'ReplacementPart' }])}
      onRemove={(i) => set(rows.filter((_, j) => j !== i))}
    />
  );
}
