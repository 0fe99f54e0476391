import type { AddCartItemBody, UpdateCartItemBody } from '@portal/domain';
import {
  addCartItem,
  deleteCartItems,
  duplicateCartItems,
  updateCartItem,
} from '../../../ui/cart/cart-api.ts';
import { useCartMutation } from '../../../ui/cart/use-cart.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';

const failed = (error: Error) => showToast(error.message, 'danger');

/** The cart page's changes; each answers the new cart, and a failure says why in a toast. */
export function useCartActions() {
  const add = useCartMutation((item: AddCartItemBody) => addCartItem(item));
  const update = useCartMutation((v: { id: number; change: UpdateCartItemBody }) =>
    updateCartItem(v.id, v.change),
  );
  const remove = useCartMutation((ids: readonly number[]) => deleteCartItems(ids));
  const duplicate = useCartMutation((ids: readonly number[]) => duplicateCartItems(ids));
  return {
    busy: add.isPending || update.isPending || remove.isPending || duplicate.isPending,
    /** Saving a typed line: the spec's own message when it fails. */
    add: (item: AddCartItemBody) =>
      add.mutate(item, { onError: () => showToast('Fail to add item to Order', 'danger') }),
    update: (id: number, change: UpdateCartItemBody, onError?: () => void) =>
      update.mutate(
        { id, change },
        {
          onError: (error) => {
            // A line given another model is a cart item being saved.
            if (change.pcnCatalogNumber) showToast('Fail to add item to Order', 'danger');
            else failed(error);
            onError?.();
          },
        },
      ),
    remove: (ids: readonly number[]) => remove.mutate(ids, { onError: failed }),
    duplicate: (ids: readonly number[]) => duplicate.mutate(ids, { onError: failed }),
  };
}
export type CartActions = ReturnType<typeof useCartActions>;
