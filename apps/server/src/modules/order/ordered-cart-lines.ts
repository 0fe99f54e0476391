import type { Site } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { Conflict } from '../../lib/errors.ts';
import { readVisitorCartLines, type VisitorCart } from '../cart/service.ts';

export const CART_LINES_GONE =
  'Some items of this order are no longer in your cart. Review your cart and place the order again.';

/** Whose cart an order takes its lines from: a signed-in buyer's, else the cookie's guest cart. */
export interface CartOwner {
  site: Site;
  cookies: Record<string, string | undefined>;
  userId: number | null;
}

/**
 * The buyer's cart, refusing an order whose `CartItemIds` are not all lines of it that still
 * exist (unknown, another visitor's, or already ordered or deleted), decision 142. With `lock`,
 * the cart stays locked until the caller's transaction ends.
 */
export async function cartHoldingLines(
  db: Executor,
  owner: CartOwner,
  cartItemIds: readonly number[] | undefined,
  lock = false,
): Promise<VisitorCart | null> {
  const cart = await readVisitorCartLines(db, owner.site, owner.cookies, {
    lock,
    userId: owner.userId,
  });
  if (cartItemIds && cartItemIds.length > 0) {
    const held = new Set(cart?.lines.map((line) => line.id));
    if (!cartItemIds.every((id) => held.has(id))) throw new Conflict(CART_LINES_GONE);
  }
  return cart;
}
