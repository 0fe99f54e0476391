import type { CartItem } from '@portal/domain';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { CartEntryRow } from './cart-entry-row.tsx';
import { useReplacementOffers } from '../../../ui/quick-order/replacement-offers.ts';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { CartRow, cartColumnCount, WIDE } from './cart-row.tsx';
import { ModelDetailsModal } from './model-details-modal.tsx';
import type { CartActions } from './use-cart-actions.ts';
import type { CartSelection } from './use-cart-selection.ts';

export interface CartTableProps {
  items: readonly CartItem[];
  selection: CartSelection;
  actions: CartActions;
  /** Customer and sales-rep sites: the entry row and editable catalogue numbers. */
  inputEnabled: boolean;
  showInventory: boolean;
  /** Asks before deleting one line. */
  onDelete: (item: CartItem) => void;
}

/** The cart's item table with the spec's columns, expandable details and the entry row. */
export function CartTable(props: CartTableProps) {
  const { items, selection, showInventory, inputEnabled } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [viewing, setViewing] = useState<CartItem | null>(null);
  const columnCount = cartColumnCount(useIsDesktop(), showInventory);
  // Lines of replaced models offer the model instead, priced as the cart prices (decision 177).
  const pcns = useMemo(() => [...new Set(items.map((i) => i.pcnCatalogNumber))], [items]);
  const offers = useReplacementOffers(pcns).data;
  const toggleExpanded = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="table-responsive cart-table">
      <Table hover size="sm" className="align-middle mb-0" aria-label="Cart items">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
            <th scope="col">
              <Form.Check
                aria-label="Select all lines"
                checked={selection.all}
                disabled={items.length === 0}
                onChange={selection.toggleAll}
              />
            </th>
            <th scope="col" className={WIDE}>
              <span className="visually-hidden">Image</span>
            </th>
            <th scope="col" className={WIDE}>
              <span className="visually-hidden">Browse model</span>
            </th>
            <th scope="col">Catalog #</th>
            <th scope="col" className={WIDE}>
              Model #
            </th>
            <th scope="col" className={WIDE}>
              Description
            </th>
            {showInventory && (
              <th scope="col" className={`${WIDE} text-end`}>
                Inventory
              </th>
            )}
            <th scope="col" className={`${WIDE} text-end text-nowrap`}>
              Unit Price
            </th>
            <th scope="col">Qty</th>
            <th scope="col" className="text-end text-nowrap">
              Total Price
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CartRow
              key={item.id}
              {...props}
              item={item}
              selected={selection.ids.has(item.id)}
              expanded={expanded.has(item.id)}
              onToggleSelected={() => selection.toggle(item.id)}
              onToggleExpanded={() => toggleExpanded(item.id)}
              onViewModel={() => setViewing(item)}
              onDelete={() => props.onDelete(item)}
              columnCount={columnCount}
              offer={offers?.find((o) => o.PcnCatalogNumber === item.pcnCatalogNumber)}
            />
          ))}
          {inputEnabled && <CartEntryRow actions={props.actions} showInventory={showInventory} />}
        </tbody>
      </Table>
      <ModelDetailsModal item={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
