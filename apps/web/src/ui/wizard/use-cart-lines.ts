import type { CustomerSearchResult } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { deleteCartItems } from '../cart/cart-api.ts';
import { refreshCart, useCart, useCartEnabled } from '../cart/use-cart.ts';
import { withItems, type PricedDraft } from './draft-items.ts';
import { resolveOrderLines, type LineProblem } from './wizard-calls.ts';

/**
 * The cart's lines become the wizard's first items (spec §2.10, §2.12: the Items tab holds the
 * cart), priced for the customer once one is chosen; once the order or inquiry is created the
 * lines it took leave the cart. `skip` leaves the cart alone (a reorder, a converted inquiry).
 */
export function useCartLines<D extends PricedDraft>(
  customer: CustomerSearchResult | null,
  skip: boolean,
  setDraft: Dispatch<SetStateAction<D>>,
  setProblems: Dispatch<SetStateAction<LineProblem[]>>,
) {
  const enabled = useCartEnabled() && !skip;
  const cart = useCart({ enabled });
  const queryClient = useQueryClient();
  const taken = useRef<number[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const lines = cart.data?.items;

  useEffect(() => {
    if (!enabled || !customer || !lines || lines.length === 0 || taken.current) return;
    taken.current = lines.map((l) => l.id);
    const asLines = lines.map((l, i) => ({
      row: i + 1,
      number: l.pcnCatalogNumber,
      quantity: l.quantity,
    }));
    void resolveOrderLines(customer, asLines).then(
      ({ items, problems }) => {
        setDraft((d) => ({ ...d, items: withItems(items, d.items) }));
        setProblems((p) => [
          ...p,
          ...problems.map((x) => ({ ...x, reason: `From your cart: ${x.reason}` })),
        ]);
        setMessage(
          `${items.length} ${items.length === 1 ? 'part' : 'parts'} from your cart added at the customer's prices.`,
        );
      },
      () => {
        taken.current = null;
        setMessage('The parts in your cart could not be added; add them in Items.');
      },
    );
  }, [enabled, customer, lines, setDraft, setProblems]);

  /** The created order or inquiry took the cart's lines: they leave the cart. */
  const clearTaken = useCallback(async () => {
    const ids = taken.current;
    if (!ids || ids.length === 0) return;
    try {
      await deleteCartItems(ids);
    } finally {
      await refreshCart(queryClient);
    }
  }, [queryClient]);

  return { message, clearTaken };
}
