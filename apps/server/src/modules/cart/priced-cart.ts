import type { Cart, Site } from '@portal/domain';
import type pg from 'pg';
import { runStatement } from '../../db/named-statement.ts';
import type { PricingContext, PricingService } from '../pricing/service.ts';
import type { CartOwner } from './cart-context.ts';
import { cartView } from './cart-view.ts';
import { linesNamed } from './line-rules.ts';
import type { CartLineRow, CartRow } from './queries.ts';
import * as statements from './statements.ts';

interface CartHeaderRow {
  cartId: number;
  dateCreated: string;
  dateModified: string;
}
type CartLineOrNone = CartHeaderRow & Partial<CartLineRow>;

/** Units available per catalogue number where the site shows inventory; else null. */
export async function inventoryOf(
  pool: pg.Pool,
  site: Site,
  lines: readonly CartLineRow[],
): Promise<Map<string, number> | null> {
  if (!site.ShowInventory) return null;
  const pcns = [...new Set(lines.map((l) => l.pcnCatalogNumber))];
  const rows = await runStatement<{ pcn: string; available: number }>(
    pool,
    statements.inventoryTotals,
    [pcns],
  );
  return new Map(rows.map((r) => [r.pcn, Number(r.available)]));
}

/** A cart's lines priced at the prices shown in carts for the buyer, with totals and shipping. */
export async function shownCart(
  pool: pg.Pool,
  pricing: PricingService,
  buyer: PricingContext,
  cart: CartRow | undefined,
  lines: readonly CartLineRow[],
): Promise<Cart> {
  const pcns = [...new Set(lines.map((l) => l.pcnCatalogNumber))];
  const [priced, strategies, inventory] = await Promise.all([
    pricing.displayPrices(buyer, pcns),
    pricing.shippingStrategies(),
    inventoryOf(pool, buyer.site, lines),
  ]);
  return cartView({ cart, lines, priced, strategies, inventory });
}

/**
 * The requester's cart as the client sees it, priced at the prices shown in carts; `itemIds`
 * narrows it to those lines (any other id is not found).
 */
export async function readPricedCart(
  pool: pg.Pool,
  pricing: PricingService,
  buyer: PricingContext,
  owner: CartOwner | null,
  itemIds?: readonly number[],
): Promise<Cart> {
  const rows = owner
    ? await runStatement<CartLineOrNone>(pool, statements.readCart[owner.kind], [
        owner.key,
        buyer.site.SiteId,
      ])
    : [];
  const all = rows.filter((r): r is CartLineOrNone & CartLineRow => r.id != null);
  const header = rows[0];
  const cart: CartRow | undefined = header && {
    cartId: header.cartId,
    dateCreated: new Date(header.dateCreated),
    dateModified: new Date(header.dateModified),
  };
  return shownCart(pool, pricing, buyer, cart, itemIds ? linesNamed(all, itemIds) : all);
}
