import { MAX_CART_ITEM_QUANTITY, siteKindOf } from '@portal/domain';

/** The typed text as a quantity to send, or null while it is not one (empty, 0, negative). */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_CART_ITEM_QUANTITY ? value : null;
}

export const NEGATIVE_QUANTITY = 'Negative quantity not allowed';

/** Why the typed text is no quantity (the spec's warning for a negative one); null when it is. */
export function quantityProblem(text: string): string | null {
  if (text.trim().startsWith('-')) return NEGATIVE_QUANTITY;
  if (parseQuantity(text) !== null) return null;
  return `Enter a whole number from 1 to ${MAX_CART_ITEM_QUANTITY}`;
}

/** The cart page: `/cart` on the parts site; the portals keep the catalogue under /catalog. */
export const cartPath = (siteName: string): string =>
  siteKindOf(siteName) === 'catalogue' ? '/cart' : '/catalog/cart';
