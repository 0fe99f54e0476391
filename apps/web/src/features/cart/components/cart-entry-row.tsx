import { CatalogNumberField } from './catalog-number-field.tsx';
import type { CartActions } from './use-cart-actions.ts';
import { WIDE } from './cart-row.tsx';

/** The blank trailing row: type a catalogue number, pick a model, and a line of 1 is added. */
export function CartEntryRow({
  actions,
  columnCount,
}: {
  actions: CartActions;
  columnCount: number;
}) {
  // Details, select, thumbnail and browse come before the field; the rest stay blank.
  return (
    <tr className="cart-entry-row">
      <td colSpan={2} />
      <td colSpan={2} className={WIDE} />
      <td>
        <CatalogNumberField
          value=""
          clearOnChoose
          label="Catalog number of a new line"
          disabled={actions.busy}
          onChoose={(model) =>
            actions.add({ pcnCatalogNumber: model.PcnCatalogNumber, quantity: 1 })
          }
        />
      </td>
      <td colSpan={columnCount - 5} />
    </tr>
  );
}
