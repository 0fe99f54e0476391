import type { Cart, Site } from '@portal/domain';
import { Forbidden } from '../../lib/errors.ts';
import type { PricingContext } from '../pricing/service.ts';
import { hashCartToken } from './cart-token.ts';
import type { OwnerKind } from './statements.ts';

/**
 * Who asks: the site of the request, the guest cart token its cookie carries, and for a
 * signed-in user their id (the cart is then theirs, not the cookie's) and the customer whose
 * prices they see.
 */
export interface CartContext {
  site: Site;
  token: string | undefined;
  userId: number | null;
  customerNumber: string | null;
}

/** A cart after a change, and for a guest the token to (re)set in the cookie. */
export interface CartChange {
  cart: Cart;
  token: string | null;
}

/** The owner of the requester's cart as the statements' $1; null for a guest without a token. */
export interface CartOwner {
  kind: OwnerKind;
  key: string | number;
}

export function cartOwnerOf(ctx: CartContext): CartOwner | null {
  if (ctx.userId !== null) return { kind: 'user', key: ctx.userId };
  return ctx.token ? { kind: 'guest', key: hashCartToken(ctx.token) } : null;
}

export const pricingOf = (ctx: CartContext): PricingContext => ({
  site: ctx.site,
  customerNumber: ctx.customerNumber,
});

/** Only a site with pricing has a cart. */
export function assertCartSite(site: Site): void {
  if (!site.HasPricing) throw new Forbidden('The cart is not available on this site.');
}
