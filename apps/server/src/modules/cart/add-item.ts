import {
  MAX_CART_ITEM_QUANTITY,
  MAX_CART_LINES,
  type AddCartItemBody,
  type Site,
} from '@portal/domain';
import type pg from 'pg';
import { Conflict } from '../../lib/errors.ts';
import { runStatement } from '../../db/named-statement.ts';
import type { ModelPriceRow } from '../pricing/queries.ts';
import { orderableModel, toPricedModel } from '../pricing/service.ts';
import type { CartOwner } from './cart-context.ts';
import { hashCartToken, newCartToken } from './cart-token.ts';
import { assertRoomFor, mergedQuantity } from './line-rules.ts';
import type { CartLineRow, CartRow } from './queries.ts';
import * as statements from './statements.ts';

interface AddResult {
  cartId: number | null;
  dateCreated: string | null;
  dateModified: string;
  mergeQuantity: number | null;
  lineCount: number;
  written: CartLineRow | null;
  lines: CartLineRow[] | null;
  target: ModelPriceRow | null;
}

/** The cart after an add and its lines; `token` is set when the add started a guest cart. */
export interface CartAfterAdd {
  token: string | null;
  cart: CartRow;
  lines: CartLineRow[];
}

/** The lines before the add with the written line merged in (or added last). */
function linesAfter(result: AddResult, written: CartLineRow): CartLineRow[] {
  const before = result.lines ?? [];
  return before.some((l) => l.id === written.id)
    ? before.map((l) => (l.id === written.id ? written : l))
    : [...before, written];
}

/** Says why nothing was written: the model cannot be bought, its line is full, or the cart is. */
function refuse(result: AddResult, body: AddCartItemBody): never {
  const pcn = body.pcnCatalogNumber;
  const priced = result.target ? [[pcn, toPricedModel(result.target)] as const] : [];
  orderableModel(new Map(priced), pcn);
  if (result.mergeQuantity !== null) {
    const line = { id: 0, pcnCatalogNumber: pcn, quantity: result.mergeQuantity };
    mergedQuantity(line, body.quantity);
  }
  assertRoomFor(Array.from({ length: result.lineCount }), 1);
  throw new Conflict('The cart changed while adding; please try again.');
}

const LIMITS = [MAX_CART_LINES, MAX_CART_ITEM_QUANTITY];

/** The cart after a written add, or the reason nothing was written. */
function afterAdd(result: AddResult, body: AddCartItemBody, token: string | null): CartAfterAdd {
  const { written, cartId, dateCreated, dateModified } = result;
  if (!written || cartId === null || dateCreated === null) refuse(result, body);
  return {
    token,
    cart: { cartId, dateCreated: new Date(dateCreated), dateModified: new Date(dateModified) },
    lines: linesAfter(result, written),
  };
}

/**
 * Adds a model to the requester's cart, merging into the model's line, in one statement. A
 * guest's first add starts a cart under a fresh token (a token the server did not issue is
 * never adopted); a user's first add starts their cart on the site. Answers the new token when
 * a guest cart was started, and the cart's lines after the add.
 */
export async function addToCart(
  pool: pg.Pool,
  site: Site,
  owner: CartOwner | null,
  body: AddCartItemBody,
): Promise<CartAfterAdd> {
  const values = (key: string | number) => [
    key,
    site.SiteId,
    site.CatalogId,
    body.pcnCatalogNumber,
    body.quantity,
  ];
  const addTo = async (to: CartOwner) =>
    (
      await runStatement<AddResult>(pool, statements.addToCart[to.kind], [
        ...values(to.key),
        ...LIMITS,
      ])
    )[0]!;
  const start = async (to: CartOwner) =>
    (await runStatement<AddResult>(pool, statements.addToNewCart[to.kind], values(to.key)))[0]!;

  const first = owner ? await addTo(owner) : null;
  if (first && first.cartId !== null) return afterAdd(first, body, null);
  if (owner?.kind === 'user') {
    const started = await start(owner);
    // Another request started the user's cart first: add to that one.
    const lost =
      started.cartId === null &&
      started.target !== null &&
      toPricedModel(started.target).status === 'Available';
    return afterAdd(lost ? await addTo(owner) : started, body, null);
  }
  const token = newCartToken();
  return afterAdd(await start({ kind: 'guest', key: hashCartToken(token) }), body, token);
}
