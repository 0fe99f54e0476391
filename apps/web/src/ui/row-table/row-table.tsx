import type { CSSProperties, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import './row-table.css';

export interface RowColumn<R> {
  label: string;
  /** The cell's control; `name` labels it for a screen reader ('Model Number, row 2'). */
  cell: (row: R, index: number, name: string) => ReactNode;
}

interface RowTableProps<R> {
  id: string;
  /** The table's accessible name (the field's display name). */
  label: string;
  /** What one row is called on its buttons ('Add Customer Material'). */
  noun: string;
  rows: readonly R[];
  columns: readonly RowColumn<R>[];
  disabled: boolean;
  describedBy?: string;
  /** Narrowest the table gets before it scrolls sideways in its box. */
  minWidth?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * Rows of inputs with add and remove (a model's division models, customer materials, model
 * associations). On a narrow screen the table scrolls inside its own box, which takes the
 * keyboard focus so it can be scrolled without a pointer.
 */
export function RowTable<R>(props: RowTableProps<R>) {
  const { id, label, noun, rows, columns, disabled, describedBy, onAdd, onRemove } = props;
  const style = props.minWidth
    ? ({ '--row-table-min-width': props.minWidth } as CSSProperties)
    : undefined;
  return (
    <div id={id} role="group" aria-label={label} aria-describedby={describedBy}>
      {rows.length === 0 ? (
        <p className="text-body-secondary mb-2">No {noun.toLowerCase()} yet.</p>
      ) : (
        <div
          className="table-responsive border rounded mb-2 row-table"
          role="region"
          aria-label={`${label} table`}
          tabIndex={0}
          style={style}
        >
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.label}>{c.cell(row, i, `${c.label}, row ${i + 1}`)}</td>
                  ))}
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={disabled}
                      aria-label={`Remove ${noun} ${i + 1}`}
                      onClick={() => onRemove(i)}
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={onAdd}>
        Add {noun}
      </Button>
    </div>
  );
}
