import { MAX_CART_ITEM_QUANTITY } from '@portal/domain';

/** The typed text as a quantity to send, or null while it is not one (empty, 0, negative). */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_CART_ITEM_QUANTITY ? value : null;
}

/** Whether a table row may offer add to cart: sold online and priced above zero. */
export const canAddToCart = (model: { Ecommerce: boolean; TotalList: number | null }): boolean =>
  model.Ecommerce && model.TotalList !== null && model.TotalList > 0;
