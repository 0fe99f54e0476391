import { isCustomerAdmin, siteKindOf } from './accounts/site-kind.ts';
import type { CartItem } from './cart.ts';
import { toCents } from './money.ts';

/** Whole units per cart line. */
export const MAX_CART_ITEM_QUANTITY = 9999;
/** Lines one cart may hold. */
export const MAX_CART_LINES = 100;
/** Tax is not charged online: the checkout shows an estimated total before tax (decision 031). */
export const CART_TAX_PERCENTAGE = 0;
/** Catalogue-number lookup in the cart's entry row waits this long after typing. */
export const CART_LOOKUP_DEBOUNCE_MS = 1000;
export const CART_COOKIE = 'portal_cart';

/** Models one price lookup may name: a page of suggestions and then some. */
export const MAX_CART_PRICE_LOOKUP = 50;

/** Subtotal and units of the selected lines: what the action bar and Checkout show. */
export function selectedTotals(
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'totalPrice'>[],
  selected: ReadonlySet<number>,
): { subTotal: number; itemCount: number } {
  let cents = 0;
  let itemCount = 0;
  for (const item of items) {
    if (!selected.has(item.id)) continue;
    cents += toCents(item.totalPrice);
    itemCount += item.quantity;
  }
  return { subTotal: cents / 100, itemCount };
}

/**
 * Whether the cart takes typed catalogue numbers (the entry row, a line's catalogue number):
 * signed-in users of customer and sales-rep sites, and customer admins by role. `roles` is
 * null for a visitor who is not signed in. Elsewhere lines keep their model; quantity, delete
 * and duplicate stay open to everyone (decision 032).
 */
export const cartInputEnabled = (siteName: string, roles: readonly string[] | null): boolean =>
  roles !== null && (siteKindOf(siteName) !== 'catalogue' || isCustomerAdmin(roles));
