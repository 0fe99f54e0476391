import { formatUsd, type CartItem } from '@portal/domain';
import { lineDescription, listPriceText, modelDetailFields, unitPriceText } from './line-texts.ts';

/** A line's expanded details: PCN, Model #, Description, Inventory, Status, prices, model details. */
export function CartRowDetails({
  item,
  showInventory,
}: {
  item: CartItem;
  showInventory: boolean;
}) {
  const fields: [string, string][] = [
    ['PCN', item.pcnCatalogNumber],
    ['Model #', item.fingoodTpiMfgMod],
    ['Description', lineDescription(item)],
    ...(showInventory ? [['Inventory', String(item.inventory ?? 0)] as [string, string]] : []),
    ['Status', item.status],
    ['Unit Price', unitPriceText(item)],
    // A customer's agreement prices below the list price; the list stays in view.
    ...(listPriceText(item) ? [['List Price', listPriceText(item)] as [string, string]] : []),
    ['Quantity', String(item.quantity)],
    ['Total Price', formatUsd(item.totalPrice)],
    ...modelDetailFields(item.modelDetails),
  ];
  return (
    <dl className="cart-row-details row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2 mb-0">
      {fields.map(([label, value]) => (
        <div key={label} className="col">
          <dt className="small text-body-secondary">{label}</dt>
          <dd className="mb-0">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
