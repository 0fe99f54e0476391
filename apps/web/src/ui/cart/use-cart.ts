import type { Cart } from '@portal/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from '../../api/accounts/session-store.ts';
import { useSite } from '../../api/get-site.ts';
import { useCatalogQuery } from '../use-catalog-query.ts';
import { getCart } from './cart-api.ts';

/** Every cart query starts with this key; invalidate it to refresh the header count. */
export const cartQueryKey = ['cart'] as const;

/**
 * Whose cart the server answers for this browser: the signed-in user's (their id) or the
 * guest cart of the cookie (null). Signing in or out changes it, and so the query.
 */
const cartOwner = (): number | null => readSession().user?.Id ?? null;

interface CartKeyPart {
  owner: number | null;
  items?: number[];
}
const ownerOfKey = (key: readonly unknown[]) => (key[1] as CartKeyPart | undefined)?.owner;

/** The whole cart, or (with `items`) the lines a checkout takes, totals over those. */
export const cartQueryOptions = (items?: readonly number[]) =>
  queryOptions({
    queryKey: [
      ...cartQueryKey,
      { owner: cartOwner(), ...(items ? { items: [...items] } : {}) } satisfies CartKeyPart,
    ],
    queryFn: ({ signal }) => getCart(items, signal),
    staleTime: 30_000,
  });

/** Another owner's carts are forgotten once the browser signs in or out. */
function useCartOwner(): number | null {
  const owner = useSyncExternalStore(subscribeSession, cartOwner, () => null);
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.removeQueries({
      queryKey: cartQueryKey,
      predicate: (query) => ownerOfKey(query.queryKey) !== owner,
    });
  }, [owner, queryClient]);
  return owner;
}

export function useCart(options: { enabled?: boolean; items?: readonly number[] } = {}) {
  useCartOwner();
  return useQuery({ ...cartQueryOptions(options.items), enabled: options.enabled ?? true });
}

/** After an order or any change made elsewhere: fetch every cart query again. */
export const refreshCart = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: cartQueryKey });

const isNarrowed = (key: readonly unknown[]) =>
  (key[1] as CartKeyPart | undefined)?.items !== undefined;

/**
 * After an order took its lines: the checkout's narrowed copies name lines that are gone
 * (asking for them again answers 404), so they are dropped; every other cart query reloads.
 */
export function refreshCartAfterOrder(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: cartQueryKey, predicate: (q) => isNarrowed(q.queryKey) });
  return refreshCart(queryClient);
}

/** Stores the cart a change answered and refreshes narrowed (checkout) copies. */
function storeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartQueryOptions().queryKey, cart);
  void queryClient.invalidateQueries({
    queryKey: cartQueryKey,
    predicate: (query) => isNarrowed(query.queryKey),
  });
}

/** A cart change (add, update, delete, duplicate) whose answer becomes the cached cart. */
export function useCartMutation<V>(change: (variables: V) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

/** The cart exists where the site has pricing and the current catalogue enables it. */
export function useCartEnabled(): boolean {
  const site = useSite();
  const { catalog } = useCatalogQuery();
  return site.HasPricing && (catalog?.CartEnabled ?? false);
}
