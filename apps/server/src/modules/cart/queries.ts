import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cart, cartItem } from '../../db/schema/index.ts';

export interface CartRow {
  cartId: number;
  dateCreated: Date;
  dateModified: Date;
}

export interface CartLineRow {
  id: number;
  pcnCatalogNumber: string;
  quantity: number;
}

const cartColumns = {
  cartId: cart.cartId,
  dateCreated: cart.dateCreated,
  dateModified: cart.dateModified,
};

/** A guest's cart on a site; with `lock`, held until the caller's transaction ends. */
export async function findGuestCart(
  db: Executor,
  siteId: number,
  tokenHash: string,
  lock = false,
): Promise<CartRow | undefined> {
  const query = db
    .select(cartColumns)
    .from(cart)
    .where(and(eq(cart.guestTokenHash, tokenHash), eq(cart.siteId, siteId)))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** A user's cart on a site; with `lock`, held until the caller's transaction ends. */
export async function findUserCart(
  db: Executor,
  siteId: number,
  userId: number,
  lock = false,
): Promise<CartRow | undefined> {
  const query = db
    .select(cartColumns)
    .from(cart)
    .where(and(eq(cart.userId, userId), eq(cart.siteId, siteId)))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function touchCart(db: Executor, cartId: number): Promise<CartRow> {
  const [row] = await db
    .update(cart)
    .set({ dateModified: sql`now()` })
    .where(eq(cart.cartId, cartId))
    .returning(cartColumns);
  return row!;
}

/** A cart's lines, oldest first. */
export async function readCartLines(db: Executor, cartId: number): Promise<CartLineRow[]> {
  return db
    .select({
      id: cartItem.cartItemId,
      pcnCatalogNumber: cartItem.pcnCatalogNumber,
      quantity: cartItem.quantity,
    })
    .from(cartItem)
    .where(eq(cartItem.cartId, cartId))
    .orderBy(asc(cartItem.cartItemId));
}

/** Deletes the cart's lines among `lineIds` (all of them when omitted); answers the ids removed. */
export async function deleteCartLines(
  db: Executor,
  cartId: number,
  lineIds?: readonly number[],
): Promise<number[]> {
  if (lineIds?.length === 0) return [];
  const where = lineIds
    ? and(eq(cartItem.cartId, cartId), inArray(cartItem.cartItemId, [...lineIds]))
    : eq(cartItem.cartId, cartId);
  const rows = await db.delete(cartItem).where(where).returning({ id: cartItem.cartItemId });
  return rows.map((r) => r.id);
}
