import { formatUsd, type OrderItemView } from '@portal/domain';
import Table from 'react-bootstrap/Table';
import { PriceExplanation } from '../price-explanation.tsx';

/** A line as the items table shows it: an order's, or an inquiry's, which has no status. */
export type ItemLine = Pick<
  OrderItemView,
  | 'ItemNumber'
  | 'MaterialNumber'
  | 'Description'
  | 'Quantity'
  | 'QuantityUnit'
  | 'Price'
  | 'TotalPrice'
> & { Status?: string } & Partial<Pick<OrderItemView, 'PriceExplanation'>>;

/** The rule behind a line's customer price, when the portal priced it by an agreement. */
const RuleOf = ({ item }: { item: ItemLine }) =>
  item.PriceExplanation ? (
    <PriceExplanation explained={item.PriceExplanation} label="Price rule" />
  ) : null;

function ItemCards({ items }: { items: readonly ItemLine[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.ItemNumber} className="border rounded p-2 mb-2">
          <div className="d-flex justify-content-between gap-2">
            <strong>{item.MaterialNumber}</strong>
            <span>{formatUsd(item.TotalPrice)}</span>
          </div>
          <div>{item.Description}</div>
          <div className="small text-secondary">
            {item.Quantity} {item.QuantityUnit} × {formatUsd(item.Price)}
            {item.Status !== undefined && ` · ${item.Status}`}
          </div>
          <RuleOf item={item} />
        </li>
      ))}
    </ul>
  );
}

/** The ordered items: a table on wide screens, cards on phones and tablets. */
export function OrderItems({ items, compact }: { items: readonly ItemLine[]; compact: boolean }) {
  if (compact) return <ItemCards items={items} />;
  const hasStatus = items.some((item) => item.Status !== undefined);
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Catalog #</th>
          <th scope="col">Description</th>
          <th scope="col" className="text-end">
            Qty
          </th>
          <th scope="col" className="text-end">
            Unit Price
          </th>
          <th scope="col" className="text-end">
            Total Price
          </th>
          {hasStatus && <th scope="col">Status</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.ItemNumber}>
            <td>{item.ItemNumber}</td>
            <td>{item.MaterialNumber}</td>
            <td>{item.Description}</td>
            <td className="text-end">{item.Quantity}</td>
            <td className="text-end">
              {formatUsd(item.Price)}
              <RuleOf item={item} />
            </td>
            <td className="text-end">{formatUsd(item.TotalPrice)}</td>
            {hasStatus && <td>{item.Status}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
