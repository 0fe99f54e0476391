import { formatUsd, type ReplacementOffer } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { PriceExplanation } from '../price-explanation.tsx';
import { ReplacedLineNote } from '../quick-order/replaced-line-note.tsx';
import type { DraftItem } from './draft-items.ts';

interface Props {
  items: DraftItem[];
  onItems: (items: DraftItem[]) => void;
  /** The price column's heading: an inquiry's prices are suggested ones (§2.12). */
  priceLabel: string;
  /** What the lines make up: 'order', 'inquiry'. */
  noun: string;
  /** The model offered instead of a line's replaced model (decision 177). */
  offerFor?: (item: DraftItem) => ReplacementOffer | undefined;
  onUseReplacement?: (item: DraftItem, offer: ReplacementOffer) => void;
  replacing?: boolean;
}

const quantityOf = (text: string) => Math.min(9999, Math.max(1, Math.trunc(Number(text) || 1)));

/** A wizard's lines with their prices; quantities 1-9999 and Remove. */
export function ItemsTable(props: Props) {
  const { items, onItems, priceLabel, noun, offerFor, onUseReplacement } = props;
  if (items.length === 0) return <p className="text-secondary">No parts in this {noun} yet.</p>;
  const setQuantity = (pcn: string, quantity: number) =>
    onItems(items.map((i) => (i.pcn === pcn ? { ...i, quantity } : i)));
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  // Positioned, so the hidden heading's text scrolls with the table instead of widening a
  // phone's page past its screen.
  return (
    <div className="table-responsive position-relative">
      <Table size="sm" className="align-middle">
        <caption className="caption-top">
          {items.length} {items.length === 1 ? 'item' : 'items'} — total {formatUsd(total)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Catalog #</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              {priceLabel}
            </th>
            <th scope="col">Quantity</th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => {
            const offer = offerFor?.(i);
            return (
              <tr key={i.pcn}>
                <td>
                  {i.pcn}
                  {offer && (
                    <ReplacedLineNote
                      offer={offer}
                      busy={props.replacing}
                      onUse={onUseReplacement && (() => onUseReplacement(i, offer))}
                    />
                  )}
                </td>
                <td>{i.description}</td>
                <td className="text-end">
                  {formatUsd(i.price)}
                  {i.explanation && (
                    <PriceExplanation explained={i.explanation} label="Price rule" />
                  )}
                </td>
                <td style={{ maxWidth: '7rem' }}>
                  <Form.Control
                    type="number"
                    min={1}
                    max={9999}
                    size="sm"
                    aria-label={`Quantity of ${i.pcn}`}
                    value={i.quantity}
                    onChange={(e) => setQuantity(i.pcn, quantityOf(e.target.value))}
                  />
                </td>
                <td className="text-end">{formatUsd(i.price * i.quantity)}</td>
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Remove ${i.pcn}`}
                    onClick={() => onItems(items.filter((x) => x.pcn !== i.pcn))}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
