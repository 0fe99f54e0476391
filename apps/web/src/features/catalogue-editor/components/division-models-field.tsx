import type { EditorObject } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { RowTable, type RowColumn } from '../../../ui/row-table/row-table.tsx';
import { editorGroupQuery } from '../api/editor-calls.ts';
import { objectsOf } from '../model/nested-values.ts';
import { rowsValue, textOf } from '../model/part-values.ts';
import type { FieldControlProps } from './field-control.tsx';

const TEXTS = [
  { key: 'ModelNumber', label: 'Model Number' },
  { key: 'Pcn', label: 'PCN' },
  { key: 'Barcode', label: 'Barcode' },
  { key: 'Series', label: 'Series' },
  { key: 'OEM', label: 'OEM' },
] as const;

/** The divisions by name, as the editor's tree lists them; none when the user may read none. */
function useDivisionChoices() {
  const query = useQuery({ ...editorGroupQuery('Division'), retry: false });
  return (query.data ?? []).map((d) => ({ Id: d.Id, DisplayName: d.DisplayName ?? d.Name }));
}

/**
 * DivisionModels (admin §3 Division Model): the model's number in each division, with its
 * PCN, barcode, series and OEM. A row keeps its DivisionModelId; a new one sends null.
 */
export function DivisionModelsField({
  field,
  id,
  value,
  disabled,
  describedBy,
  onChange,
}: FieldControlProps) {
  const rows = objectsOf(value);
  const divisions = useDivisionChoices();
  const set = (next: EditorObject[]) => onChange(rowsValue(next));
  const edit = (i: number, key: string, v: string | number | null) =>
    set(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const division: RowColumn<EditorObject> = {
    label: 'Division',
    cell: (row, i, name) => {
      const chosen = typeof row.Division === 'number' ? row.Division : null;
      // Without the list of divisions (no right to read them), the id is typed.
      if (divisions.length === 0)
        return (
          <Form.Control
            size="sm"
            type="number"
            min={1}
            aria-label={name}
            disabled={disabled}
            value={chosen ?? ''}
            onChange={(e) =>
              edit(i, 'Division', e.target.value === '' ? null : Number(e.target.value))
            }
          />
        );
      return (
        <Form.Select
          size="sm"
          aria-label={name}
          disabled={disabled}
          value={chosen ?? ''}
          onChange={(e) =>
            edit(i, 'Division', e.target.value === '' ? null : Number(e.target.value))
          }
        >
          <option value="">(choose)</option>
          {chosen !== null && !divisions.some((d) => d.Id === chosen) && (
            <option value={chosen}>#{chosen}</option>
          )}
          {divisions.map((d) => (
            <option key={d.Id} value={d.Id}>
              {d.DisplayName}
            </option>
          ))}
        </Form.Select>
      );
    },
  };
  const texts: RowColumn<EditorObject>[] = TEXTS.map(({ key, label }) => ({
    label,
    cell: (row, i, name) => (
      <Form.Control
        size="sm"
        aria-label={name}
        aria-required={key === 'ModelNumber' || undefined}
        disabled={disabled}
        maxLength={100}
        value={textOf(row[key])}
        onChange={(e) =>
          edit(i, key, e.target.value === '' && key !== 'ModelNumber' ? null : e.target.value)
        }
      />
    ),
  }));
  return (
    <RowTable
      id={id}
      label={field.DisplayName}
      noun="Division Model"
      rows={rows}
      columns={[division, ...texts]}
      disabled={disabled}
      describedBy={describedBy}
      minWidth="48rem"
      onAdd={() =>
        set([
          ...rows,
          {
            DivisionModelId: null,
            Division: divisions.length === 1 ? divisions[0]!.Id : null,
            ModelNumber: '',
          },
        ])
      }
      onRemove={(i) => set(rows.filter((_, j) => j !== i))}
    />
  );
}
