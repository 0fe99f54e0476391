import type { AddCartItemBody, RefusedCartItem } from '@portal/domain';
import type pg from 'pg';
import { DomainError } from '../../lib/errors.ts';
import { orderableModel, type PricingService } from '../pricing/service.ts';
import { addToCart, type CartAfterAdd } from './add-item.ts';
import {
  assertCartSite,
  cartOwnerOf,
  pricingOf,
  type CartChange,
  type CartContext,
} from './cart-context.ts';
import { hashCartToken } from './cart-token.ts';
import { readPricedCart, shownCart } from './priced-cart.ts';

export interface CartChangeWithRefusals extends CartChange {
  refused: RefusedCartItem[];
}

/**
 * Adds several models to the requester's cart, each as a single add would (one statement,
 * merged into the model's line), one after another so that each sees the lines before it.
 * A model the cart cannot take is refused with the single add's reason and the others are
 * still added; the cart is priced once, after the last.
 */
export async function addItemsToCart(
  pool: pg.Pool,
  pricing: PricingService,
  ctx: CartContext,
  items: readonly AddCartItemBody[],
): Promise<CartChangeWithRefusals> {
  assertCartSite(ctx.site);
  const buyer = pricingOf(ctx);
  // As for one add: a customer's own price of zero or less is refused from the cart's prices.
  const prices = ctx.customerNumber
    ? await pricing.displayPrices(
        buyer,
        items.map((i) => i.pcnCatalogNumber),
      )
    : null;
  let owner = cartOwnerOf(ctx);
  let token = ctx.userId === null ? (ctx.token ?? null) : null;
  let last: CartAfterAdd | null = null;
  const refused: RefusedCartItem[] = [];
  for (const item of items) {
    try {
      if (prices) orderableModel(prices, item.pcnCatalogNumber);
      last = await addToCart(pool, ctx.site, owner, item);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ ...item, reason: error.message });
      continue;
    }
    // A guest's first add starts a cart under a new token: the next adds go to it.
    if (last.token) {
      token = last.token;
      owner = { kind: 'guest', key: hashCartToken(last.token) };
    }
  }
  const cart = last
    ? await shownCart(pool, pricing, buyer, last.cart, last.lines)
    : await readPricedCart(pool, pricing, buyer, owner);
  return { cart, token, refused };
}
