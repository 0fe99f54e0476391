import type { TableModel } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { PurchaseBlockMenu } from '../cart/parts-contact.tsx';
import { DetailsIcon } from './row-icons.tsx';
import type { TableCart } from './use-table-cart.ts';

interface Props {
  model: TableModel;
  /** The row's details panel is open. */
  selected: boolean;
  /** Opens or closes the details panel; absent when the table has none. */
  onToggleDetails: (() => void) | null;
  cart: TableCart;
  /** Phones: icons in 44 px squares, so number, price and actions fit without scrolling. */
  compact: boolean;
}

/** A row's buttons: Details, then Add to Cart or the reason the part cannot be bought. */
export function RowActions({ model, selected, onToggleDetails, cart, compact }: Props) {
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
      {cart.enabled &&
        (block ? (
          <PurchaseBlockMenu block={block} catalogNumber={model.PcnCatalogNumber} />
        ) : (
          <AddToCartButton model={model} onOpen={cart.setAdding} compact={compact} />
        ))}
    </>
  );
}
