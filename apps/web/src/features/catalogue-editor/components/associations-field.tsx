import type { EditorObject } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DEFAULT_TABLE_NAME } from '../../../ui/model-table/details-query.ts';
import { useProductContent } from '../api/content-calls.ts';
import { useEditorItem } from '../api/editor-calls.ts';
import { objectsOf } from '../model/nested-values.ts';
import { idListOf, rowsValue } from '../model/part-values.ts';
import type { FieldControlProps } from './field-control.tsx';
import { ProductPicker } from './product-picker.tsx';

interface RowProps {
  id: string;
  index: number;
  row: EditorObject;
  /** The name the picker gave a product added now; one read before is named by its item. */
  pickedName: string | undefined;
  disabled: boolean;
  onChange: (row: EditorObject) => void;
  onRemove: () => void;
}

/** One association: the product and ticks for the section tables of it the model shows in. */
function AssociationRow({ id, index, row, pickedName, disabled, onChange, onRemove }: RowProps) {
  const productId = typeof row.ProductId === 'number' ? row.ProductId : 0;
  const product = useEditorItem(
    { entityName: 'Product', id: productId },
    !pickedName && productId > 0,
  );
  const content = useProductContent(productId);
  const name = pickedName ?? product.data?.Title ?? `Product ${productId}`;
  const chosen = idListOf(row.SectionTableIds);
  const tables = content.data?.Tables ?? [];
  return (
    <li className="card">
      <div className="card-header d-flex flex-wrap align-items-center gap-2 py-1">
        <span className="fw-semibold flex-grow-1">{name}</span>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={disabled}
          aria-label={`Remove association ${index + 1}: ${name}`}
          onClick={onRemove}
        >
          ×
        </Button>
      </div>
      <fieldset className="card-body py-2">
        <legend className="small mb-1">Section tables of {name}</legend>
        {content.isPending ? (
          <p className="small text-body-secondary mb-0">Loading the tables…</p>
        ) : tables.length === 0 ? (
          <p className="small text-body-secondary mb-0">This product has no section tables.</p>
        ) : (
          tables.map((table) => (
            <Form.Check
              key={table.Id}
              id={`${id}-${index}-${table.Id}`}
              label={
                typeof table.Values.DisplayName === 'string' && table.Values.DisplayName.trim()
                  ? table.Values.DisplayName
                  : DEFAULT_TABLE_NAME
              }
              checked={chosen.includes(table.Id)}
              disabled={disabled}
              onChange={(e) =>
                onChange({
                  ...row,
                  SectionTableIds: e.target.checked
                    ? [...chosen, table.Id]
                    : chosen.filter((t) => t !== table.Id),
                })
              }
            />
          ))
        )}
      </fieldset>
    </li>
  );
}

/**
 * ProductModels, the associations (admin §3, §5): the products that list the model, each once,
 * and the section tables of each it shows in. A product still listed keeps its ProductModelId.
 */
export function AssociationsField(props: FieldControlProps) {
  const { field, id, value, disabled, describedBy, onChange } = props;
  const rows = objectsOf(value);
  const [picking, setPicking] = useState(false);
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const set = (next: EditorObject[]) => onChange(rowsValue(next));
  return (
    <div id={id} role="group" aria-label={field.DisplayName} aria-describedby={describedBy}>
      {rows.length === 0 && <p className="text-body-secondary mb-2">No associations yet.</p>}
      <ol className="list-unstyled d-flex flex-column gap-2 mb-2">
        {rows.map((row, i) => (
          <AssociationRow
            key={i}
            id={id}
            index={i}
            row={row}
            pickedName={typeof row.ProductId === 'number' ? names.get(row.ProductId) : undefined}
            disabled={disabled}
            onChange={(next) => set(rows.map((r, j) => (j === i ? next : r)))}
            onRemove={() => set(rows.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={disabled}
        onClick={() => setPicking(true)}
      >
        Add Association
      </Button>
      <ProductPicker
        show={picking}
        onHide={() => setPicking(false)}
        onPick={(product) => {
          setPicking(false);
          setNames(new Map(names).set(product.id, product.name));
          set([...rows, { ProductModelId: null, ProductId: product.id, SectionTableIds: [] }]);
        }}
      />
    </div>
  );
}
