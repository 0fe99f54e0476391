import type {
  AddCartItemBody,
  Cart,
  CartModelPrice,
  ShippingStrategy,
  Site,
  UpdateCartItemBody,
} from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import type { Executor } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { runStatement } from '../../db/named-statement.ts';
import { orderableModel, type PricingService } from '../pricing/service.ts';
import { addToCart } from './add-item.ts';
import { addItemsToCart, type CartChangeWithRefusals } from './add-items.ts';
import {
  assertCartSite,
  cartOwnerOf,
  pricingOf,
  type CartChange,
  type CartContext,
} from './cart-context.ts';
import { cartTokenOf, hashCartToken } from './cart-token.ts';
import { createLineChanges } from './line-changes.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';
import { readPricedCart, shownCart } from './priced-cart.ts';
import * as q from './queries.ts';
import * as statements from './statements.ts';

export interface VisitorCart {
  cartId: number;
  lines: q.CartLineRow[];
}

/**
 * The requesting visitor's cart lines: a signed-in user's (`userId`) or else the guest cart of
 * the request's cookie; null without a cart. With `lock`, the cart stays locked until the
 * caller's transaction ends (an order taking them).
 */
export async function readVisitorCartLines(
  db: Executor,
  site: Site,
  cookies: Record<string, string | undefined>,
  options: { lock?: boolean; userId?: number | null } = {},
): Promise<VisitorCart | null> {
  const found =
    options.userId != null
      ? await q.findUserCart(db, site.SiteId, options.userId, options.lock)
      : await guestCartOf(db, site, cookies, options.lock);
  if (!found) return null;
  return { cartId: found.cartId, lines: await q.readCartLines(db, found.cartId) };
}

function guestCartOf(
  db: Executor,
  site: Site,
  cookies: Record<string, string | undefined>,
  lock = false,
) {
  const token = cartTokenOf(cookies);
  return token ? q.findGuestCart(db, site.SiteId, hashCartToken(token), lock) : undefined;
}

/**
 * Removes lines from a cart inside the caller's transaction (all of them when `lineIds` is
 * omitted); answers the ids removed. Ids of other carts are never touched.
 */
export async function removeCartLines(
  tx: Executor,
  cartId: number,
  lineIds?: readonly number[],
): Promise<number[]> {
  const removed = await q.deleteCartLines(tx, cartId, lineIds);
  if (removed.length > 0) {
    await runStatement(tx, statements.restoreMergeLines, [cartId]);
    await q.touchCart(tx, cartId);
  }
  return removed;
}

export interface CartService {
  read(ctx: CartContext, itemIds?: readonly number[]): Promise<Cart>;
  /** Each model's unit price for the requester, as a new line would get it (decision 037). */
  prices(ctx: CartContext, pcns: readonly string[]): Promise<CartModelPrice[]>;
  addItem(ctx: CartContext, body: AddCartItemBody): Promise<CartChange>;
  /** Several models at once; those the cart cannot take come back with the reason. */
  addItems(ctx: CartContext, items: readonly AddCartItemBody[]): Promise<CartChangeWithRefusals>;
  updateItem(ctx: CartContext, id: number, body: UpdateCartItemBody): Promise<CartChange>;
  deleteItems(ctx: CartContext, ids: readonly number[]): Promise<CartChange>;
  duplicateItems(ctx: CartContext, ids: readonly number[]): Promise<CartChange>;
  shippingStrategy(strategyId: number): Promise<ShippingStrategy>;
  /** At sign-in: the browser's guest cart joins the user's cart on the site. */
  mergeGuestCart(input: { siteId: number; token: string; userId: number }): Promise<{
    merged: number;
    dropped: number;
  }>;
}

export function createCartService(deps: Pick<AppDeps, 'db'>, pricing: PricingService): CartService {
  const pool = deps.db.$client;
  const lineChanges = createLineChanges(pool, pricing);

  return {
    async read(ctx, itemIds) {
      assertCartSite(ctx.site);
      return readPricedCart(pool, pricing, pricingOf(ctx), cartOwnerOf(ctx), itemIds);
    },

    async prices(ctx, pcns) {
      assertCartSite(ctx.site);
      const priced = await pricing.displayPrices(pricingOf(ctx), pcns);
      // Unknown and hidden models are left out: a visitor never learns a hidden one exists.
      return [...priced.values()]
        .filter((m) => m.shown)
        .map((m) => ({
          PcnCatalogNumber: m.pcnCatalogNumber,
          Price: m.unitPrice,
          Status: m.status,
        }));
    },

    async addItem(ctx, body) {
      assertCartSite(ctx.site);
      // The statement sells only what has a list price; a customer's own price of zero or
      // less (a net price of 0) is refused here, from the prices kept for carts.
      if (ctx.customerNumber)
        orderableModel(
          await pricing.displayPrices(pricingOf(ctx), [body.pcnCatalogNumber]),
          body.pcnCatalogNumber,
        );
      const added = await addToCart(pool, ctx.site, cartOwnerOf(ctx), body);
      const cart = await shownCart(pool, pricing, pricingOf(ctx), added.cart, added.lines);
      const token = ctx.userId === null ? (added.token ?? ctx.token ?? null) : null;
      return { cart, token };
    },

    addItems: (ctx, items) => addItemsToCart(pool, pricing, ctx, items),

    ...lineChanges,

    async shippingStrategy(strategyId) {
      const found = (await pricing.shippingStrategies()).find(
        (s) => s.ShippingStrategyId === strategyId,
      );
      if (!found) throw new NotFound(`Shipping strategy ${strategyId} was not found.`);
      return found;
    },

    mergeGuestCart: ({ siteId, token, userId }) =>
      mergeGuestCart(pool, { siteId, tokenHash: hashCartToken(token), userId }),
  };
}
