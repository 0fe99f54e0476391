import {
  cartItemsAdded,
  quickOrderAnswer,
  type AddCartItemBody,
  type CartItemsAdded,
  type QuickOrderAnswer,
  type QuickOrderLine,
} from '@portal/domain';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { apiUrl, postJson } from '../../../api/http-client.ts';

/** POST /api/Customer/{n}/quickOrder: the lines resolved and priced for the customer. */
export const resolveQuickOrder = (
  customerNumber: string,
  lines: readonly QuickOrderLine[],
): Promise<QuickOrderAnswer> =>
  callAccount(
    'POST',
    `/Customer/${encodeURIComponent(customerNumber)}/quickOrder`,
    quickOrderAnswer,
    {
      body: { Lines: lines.map((l) => ({ Row: l.row, Number: l.number, Quantity: l.quantity })) },
    },
  );

/** POST /api/cart/items/add: the models into the cart; the answer names those it did not take. */
export const addCartItems = (items: readonly AddCartItemBody[]): Promise<CartItemsAdded> =>
  postJson(apiUrl('/cart/items/add'), { items }, () => cartItemsAdded);
