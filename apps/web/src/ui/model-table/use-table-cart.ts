import type { SectionTable, TableModel } from '@portal/domain';
import { useState } from 'react';
import type { CartCandidate } from '../cart/add-to-cart-modal.tsx';
import { useCartEnabled } from '../cart/use-cart.ts';
import { usePurchaseOf, type Purchase } from '../cart/use-purchase.ts';

export interface TableCart {
  /**
   * The table sells: the page asks it to, the site has pricing, the catalogue enables the cart
   * and the table has HasCart (decision 034).
   */
  enabled: boolean;
  /** The viewer's price of a row and why it cannot be bought, if so. */
  purchaseOf: (model: TableModel) => Purchase;
  /** The model whose quantity dialog is open. */
  adding: CartCandidate | null;
  setAdding: (model: CartCandidate | null) => void;
}

/** The cart a section table sells from: its rows, its quantity dialog and its details panel. */
export function useTableCart(table: SectionTable, showPrice: boolean, sells: boolean): TableCart {
  const cartEnabled = useCartEnabled();
  const purchaseOf = usePurchaseOf();
  const [adding, setAdding] = useState<CartCandidate | null>(null);
  return {
    enabled: sells && showPrice && cartEnabled && table.HasCart,
    purchaseOf,
    adding,
    setAdding,
  };
}
