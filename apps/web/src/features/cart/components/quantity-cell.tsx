import { MAX_CART_ITEM_QUANTITY, type CartItem } from '@portal/domain';
import { useState } from 'react';
import { parseQuantity } from '../../../ui/cart/cart-rules.ts';

interface Props {
  item: CartItem;
  onChange: (quantity: number, revert: () => void) => void;
}

/** Qty: a number input (minimum 1) saved when the field is left or Enter is pressed. */
export function QuantityCell({ item, onChange }: Props) {
  const saved = String(item.quantity);
  const [text, setText] = useState(saved);
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    // The server answered another quantity (a merge, a revert): show it.
    setShown(saved);
    setText(saved);
  }
  const commit = () => {
    const quantity = parseQuantity(text);
    if (quantity === null) setText(saved);
    else if (quantity !== item.quantity) onChange(quantity, () => setText(saved));
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      className="form-control form-control-sm cart-qty"
      min={1}
      max={MAX_CART_ITEM_QUANTITY}
      step={1}
      aria-label={`Quantity of ${item.pcnCatalogNumber}`}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
