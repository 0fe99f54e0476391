import { z } from 'zod';
import { addCartItemBody, cart } from './cart.ts';
import { MAX_CART_LINES } from './cart-rules.ts';

/**
 * POST /api/cart/items/add: several models at once (a quick order), each merged into its line
 * as a single add would be. Each model at most once; at most a full cart's lines.
 */
export const addCartItemsBody = z.object({
  items: z
    .array(addCartItemBody, { message: 'items must be a list of lines' })
    .min(1, 'Add at least one line')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines at once`)
    .refine(
      (items) => new Set(items.map((i) => i.pcnCatalogNumber)).size === items.length,
      'A catalog number is named twice',
    ),
});
export type AddCartItemsBody = z.infer<typeof addCartItemsBody>;

/** A line the cart did not take, with the reason a single add would have given. */
export const refusedCartItem = z.object({
  pcnCatalogNumber: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
});
export type RefusedCartItem = z.infer<typeof refusedCartItem>;

/** The cart after the lines it took, and those it did not, in the order sent. */
export const cartItemsAdded = z.object({ cart, refused: z.array(refusedCartItem) });
export type CartItemsAdded = z.infer<typeof cartItemsAdded>;
