import type { EditorObject } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import { useDebouncedValue } from '../../../ui/model-table/use-debounced-value.ts';
import { RowTable, type RowColumn } from '../../../ui/row-table/row-table.tsx';
import { useMissingModels } from '../api/model-exists.ts';
import { objectsOf } from '../model/nested-values.ts';
import { rowsValue, textOf } from '../model/part-values.ts';
import type { FieldControlProps } from './field-control.tsx';

const TYPES = [
  { value: 'ReplacementPart', label: 'Replacement Part' },
  { value: 'Accessory', label: 'Accessory' },
];

/**
 * ModelAssociations: the catalogue numbers this model lists (its replacement parts and
 * accessories). While editing, each number typed is looked up and one that is no model is
 * named under the table; the server checks the same on save (decision 176).
 */
export function ModelAssociationsField(props: FieldControlProps) {
  const { field, id, value, disabled, describedBy, onChange } = props;
  const rows = objectsOf(value);
  const set = (next: EditorObject[]) => onChange(rowsValue(next));
  const typed = rows
    .map((r) => textOf(r.PcnCatalogNumber).trim())
    .filter((n) => n.length > 0 && n.length <= 18);
  // Looked up once the typing stops; a number as text, so an unchanged list is not a new one.
  const settled = useDebouncedValue(disabled ? '' : typed.join('\n'), 400);
  const missing = useMissingModels(settled === '' ? [] : settled.split('\n')).filter((n) =>
    typed.includes(n),
  );
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
    <>
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
      <p className="small text-danger mb-0 mt-1" role="status">
        {missing.length > 0 && `No model ${missing.join(', ')}.`}
      </p>
    </>
  );
}
