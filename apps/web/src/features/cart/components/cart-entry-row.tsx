import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { CatalogNumberField } from './catalog-number-field.tsx';
import type { CartActions } from './use-cart-actions.ts';
import { WIDE } from './cart-row.tsx';

/** The blank trailing row: type a catalogue number, pick a model, and a line of 1 is added. */
export function CartEntryRow({
  actions,
  showInventory,
}: {
  actions: CartActions;
  showInventory: boolean;
}) {
  // Blank cells span the header's columns on either side of Catalog #, wide ones as wide; on
  // a phone the field also takes the Qty and Total columns, so its placeholder reads whole.
  const desktop = useIsDesktop();
  return (
    <tr className="cart-entry-row">
      <td colSpan={2} />
      <td colSpan={2} className={WIDE} />
      <td colSpan={desktop ? 1 : 3}>
        <CatalogNumberField
          value=""
          clearOnChoose
          label="Catalog number of a new line"
          busy={actions.busy}
          onChoose={(model) =>
            actions.add({ pcnCatalogNumber: model.PcnCatalogNumber, quantity: 1 })
          }
        />
      </td>
      <td colSpan={showInventory ? 4 : 3} className={WIDE} />
      <td colSpan={desktop ? 3 : 1} />
    </tr>
  );
}
