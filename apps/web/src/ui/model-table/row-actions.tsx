import type { TableModel } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { PurchaseBlockMenu } from '../cart/parts-contact.tsx';
import { ProposeButton } from './propose-buttons.tsx';
import { AddIcon, DetailsIcon } from './row-icons.tsx';
import type { TableCart } from './use-table-cart.ts';

interface Props {
  model: TableModel;
  /** The row's details panel is open. */
  selected: boolean;
  /** Opens or closes the details panel; absent when the table has none. */
  onToggleDetails: (() => void) | null;
  cart: TableCart;
  /** The table serves an order being placed: the row adds its model to it. */
  onAddToOrder: ((model: TableModel) => void) | null;
  /** The change-request site: the row proposes changes to its model (decision 179). */
  onPropose?: ((catalogNumber: string) => void) | null;
  /** Phones: icons in 44 px squares, so number, price and actions fit without scrolling. */
  compact: boolean;
}

/**
 * A row's buttons: Details, then create change request, Add to Order, or Add to Cart or the
 * reason the part cannot be bought.
 */
export function RowActions(props: Props) {
  const { model, selected, onToggleDetails, cart, onAddToOrder, compact } = props;
  const block = cart.enabled ? cart.purchaseOf(model).block : null;
  return (
    <>
      {onToggleDetails && (
        <Button
          size="sm"
          variant={selected ? 'primary' : 'outline-primary'}
          className={`row-action${compact ? ' row-action-icon' : ''}`}
          aria-pressed={selected}
          onClick={onToggleDetails}
        >
          {compact ? <DetailsIcon /> : 'Details'}
          <span className="visually-hidden">
            {compact ? 'Details' : ''} of {model.PcnCatalogNumber}
          </span>
        </Button>
      )}
      {props.onPropose && (
        <ProposeButton model={model} onPropose={props.onPropose} compact={compact} />
      )}
      {onAddToOrder && <AddToOrderButton model={model} onAdd={onAddToOrder} compact={compact} />}
      {cart.enabled &&
        (block ? (
          <PurchaseBlockMenu block={block} catalogNumber={model.PcnCatalogNumber} />
        ) : (
          <AddToCartButton model={model} onOpen={cart.setAdding} compact={compact} />
        ))}
    </>
  );
}

export function AddToOrderButton({
  model,
  onAdd,
  compact,
}: {
  model: TableModel;
  onAdd: (model: TableModel) => void;
  compact: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="success"
      className={`text-nowrap row-action${compact ? ' row-action-icon' : ''}`}
      onClick={() => onAdd(model)}
    >
      {compact ? <AddIcon /> : 'Add to Order'}
      <span className="visually-hidden">
        {compact ? 'Add to Order ' : ' '}
        {model.PcnCatalogNumber}
      </span>
    </Button>
  );
}
