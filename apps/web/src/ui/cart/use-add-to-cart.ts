import { useState } from 'react';
import { showToast } from '../toast/toast-store.ts';
import { addCartItem } from './cart-api.ts';
import { parseQuantity } from './cart-rules.ts';
import { useCartMutation } from './use-cart.ts';

/**
 * The quantity a buyer is about to add and the add itself, for the quantity dialog and the
 * Model Details panel alike: 'Added to Cart' on success, the spec's toast on failure; either
 * way the quantity goes back to 1.
 */
export function useAddToCart(pcnCatalogNumber: string, onAdded?: () => void) {
  const [quantity, setQuantity] = useState('1');
  const add = useCartMutation(addCartItem);
  const wanted = parseQuantity(quantity);
  const submit = () => {
    if (wanted === null || add.isPending) return;
    add.mutate(
      { pcnCatalogNumber, quantity: wanted },
      {
        onSuccess: () => {
          showToast('Added to Cart');
          setQuantity('1');
          onAdded?.();
        },
        onError: () => {
          showToast('Unable to add item to cart', 'danger');
          setQuantity('1');
        },
      },
    );
  };
  return { quantity, setQuantity, wanted, submit, pending: add.isPending };
}
