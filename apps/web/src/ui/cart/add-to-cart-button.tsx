import { isCallForPricing } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { usePriceOf } from '../model-table/use-customer-pricing.ts';
import type { CartCandidate } from './add-to-cart-modal.tsx';

/**
 * A row's add-to-cart button; the page that owns the dialog opens it. None for a model whose
 * price for the signed-in customer is zero or less ('Call for Pricing').
 */
export function AddToCartButton({
  model,
  onOpen,
}: {
  model: CartCandidate;
  onOpen: (model: CartCandidate) => void;
}) {
  const price = usePriceOf()({ ...model, ProductHierarchy: model.ProductHierarchy ?? null });
  if (isCallForPricing(price)) return null;
  return (
    <Button size="sm" variant="success" className="text-nowrap" onClick={() => onOpen(model)}>
      Add to Cart<span className="visually-hidden"> {model.PcnCatalogNumber}</span>
    </Button>
  );
}
