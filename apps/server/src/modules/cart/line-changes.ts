import type { UpdateCartItemBody } from '@portal/domain';
import type pg from 'pg';
import { runStatement } from '../../db/named-statement.ts';
import { orderableModel, type PricedModel, type PricingService } from '../pricing/service.ts';
import {
  assertCartSite,
  cartOwnerOf,
  pricingOf,
  type CartChange,
  type CartContext,
} from './cart-context.ts';
import { cartView } from './cart-view.ts';
import { inTransaction } from './client-transaction.ts';
import { assertRoomFor, lineNotFound, linesNamed } from './line-rules.ts';
import { inventoryOf } from './priced-cart.ts';
import type * as q from './queries.ts';
import * as statements from './statements.ts';

interface ChangeStep {
  client: pg.PoolClient;
  cartId: number;
  lines: q.CartLineRow[];
  /** The cart's models and the ones the change brings in, priced in the same transaction. */
  priced: Map<string, PricedModel>;
}

interface LineChange {
  /** The line a cart without it would have named: not found. */
  missing: number;
  /** Catalogue numbers the change brings in, priced along with the cart's lines. */
  adds?: readonly string[];
  /** Makes the change and answers the cart's lines after it. */
  apply(step: ChangeStep): Promise<q.CartLineRow[]>;
}

/** Quantity, model, delete and duplicate of lines of the requester's existing cart. */
export function createLineChanges(pool: pg.Pool, pricing: PricingService) {
  /**
   * Changes lines of the requester's cart, locked for the transaction: prices its lines with
   * what the change brings in, lets the change write, and answers the priced cart after it.
   */
  const changeLines = async (ctx: CartContext, work: LineChange): Promise<CartChange> => {
    assertCartSite(ctx.site);
    const { site, token } = ctx;
    const owner = cartOwnerOf(ctx);
    if (!owner) throw lineNotFound(work.missing);
    const strategies = await pricing.shippingStrategies();
    const done = await inTransaction(pool, async (client) => {
      const [cart] = await runStatement<q.CartRow>(client, statements.lockCart[owner.kind], [
        owner.key,
        site.SiteId,
      ]);
      if (!cart) throw lineNotFound(work.missing);
      const lines = await runStatement<q.CartLineRow>(client, statements.cartLines, [cart.cartId]);
      const pcns = [...lines.map((l) => l.pcnCatalogNumber), ...(work.adds ?? [])];
      const priced = await pricing.priceModels(pricingOf(ctx), pcns, client);
      const after = await work.apply({ client, cartId: cart.cartId, lines, priced });
      return { cart, after, priced };
    });
    const inventory = await inventoryOf(pool, site, done.after);
    const view = cartView({ ...done, lines: done.after, strategies, inventory });
    return { cart: view, token: owner.kind === 'guest' ? (token ?? null) : null };
  };

  return {
    updateItem: (ctx: CartContext, id: number, body: UpdateCartItemBody) =>
      changeLines(ctx, {
        missing: id,
        adds: body.pcnCatalogNumber ? [body.pcnCatalogNumber] : [],
        async apply({ client, cartId, lines, priced }) {
          const [line] = linesNamed(lines, [id]);
          const next = {
            id,
            pcnCatalogNumber: body.pcnCatalogNumber
              ? orderableModel(priced, body.pcnCatalogNumber).pcnCatalogNumber
              : line!.pcnCatalogNumber,
            quantity: body.quantity ?? line!.quantity,
          };
          await runStatement(client, statements.updateLine, [
            cartId,
            id,
            next.pcnCatalogNumber,
            next.quantity,
          ]);
          if (next.pcnCatalogNumber !== line!.pcnCatalogNumber)
            await runStatement(client, statements.restoreMergeLines, [cartId]);
          return lines.map((l) => (l.id === id ? next : l));
        },
      }),

    deleteItems: (ctx: CartContext, ids: readonly number[]) =>
      changeLines(ctx, {
        missing: ids[0]!,
        async apply({ client, cartId, lines }) {
          linesNamed(lines, ids);
          await runStatement(client, statements.deleteLines, [cartId, ids]);
          await runStatement(client, statements.restoreMergeLines, [cartId]);
          return lines.filter((l) => !ids.includes(l.id));
        },
      }),

    duplicateItems: (ctx: CartContext, ids: readonly number[]) =>
      changeLines(ctx, {
        missing: ids[0]!,
        async apply({ client, cartId, lines, priced }) {
          const copies = linesNamed(lines, ids);
          assertRoomFor(lines, copies.length);
          for (const line of copies) orderableModel(priced, line.pcnCatalogNumber);
          const added = await runStatement<q.CartLineRow>(client, statements.insertCopies, [
            cartId,
            copies.map((l) => l.pcnCatalogNumber),
            copies.map((l) => l.quantity),
          ]);
          return [...lines, ...added.sort((a, b) => a.id - b.id)];
        },
      }),
  };
}
