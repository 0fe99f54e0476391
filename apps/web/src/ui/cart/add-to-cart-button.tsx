import Button from 'react-bootstrap/Button';
import type { CartCandidate } from './add-to-cart-modal.tsx';
import { CartIcon } from './icons.tsx';

/**
 * A row's add-to-cart button for a model the viewer can buy; the page that owns the dialog
 * opens it. `compact` (phones) shows the cart icon in a 44 px square instead of the words.
 */
export function AddToCartButton({
  model,
  onOpen,
  compact = false,
}: {
  model: CartCandidate;
  onOpen: (model: CartCandidate) => void;
  compact?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="success"
      className={`text-nowrap row-action${compact ? ' row-action-icon' : ''}`}
      onClick={() => onOpen(model)}
    >
      {compact ? <CartIcon /> : 'Add to Cart'}
      <span className="visually-hidden">
        {compact ? 'Add to Cart ' : ' '}
        {model.PcnCatalogNumber}
      </span>
    </Button>
  );
}
