import Button from 'react-bootstrap/Button';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

/**
 * The quantity stepper and Add to Cart in one line, where a model is shown in full (the Model
 * Details panel): the quantity goes back to 1 once added.
 */
export function AddToCartForm({ pcnCatalogNumber, id }: { pcnCatalogNumber: string; id: string }) {
  const { quantity, setQuantity, wanted, submit, pending } = useAddToCart(pcnCatalogNumber);
  return (
    <form
      className="add-to-cart-form d-flex flex-wrap align-items-end gap-2"
      aria-label={`Add ${pcnCatalogNumber} to the cart`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <QuantityStepper id={id} label="Quantity" value={quantity} onChange={setQuantity} />
      <Button type="submit" variant="success" disabled={wanted === null || pending}>
        {pending ? 'Adding…' : 'Add to Cart'}
      </Button>
    </form>
  );
}
