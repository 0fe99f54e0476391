import { purchaseBlock, type PurchaseBlock } from '@portal/domain';
import { useCallback } from 'react';
import { usePriceOf } from '../model-table/use-customer-pricing.ts';
import type { CartCandidate } from './add-to-cart-modal.tsx';

export interface Purchase {
  /** The price the viewer gets: the list price, or a signed-in customer's own. */
  price: number | null;
  /** Why it cannot be bought online; null when it can. */
  block: PurchaseBlock | null;
}

/** What a viewer may do with a model: its price for them, and why they cannot buy it, if so. */
export function usePurchaseOf(): (model: CartCandidate & { Ecommerce: boolean }) => Purchase {
  const priceOf = usePriceOf();
  return useCallback(
    (model) => {
      const price = priceOf({ ...model, ProductHierarchy: model.ProductHierarchy ?? null });
      return { price, block: purchaseBlock(model, price) };
    },
    [priceOf],
  );
}
