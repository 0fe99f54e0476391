import type { AddCartItemBody, Cart, ShippingStrategy, UpdateCartItemBody } from '@portal/domain';
import { ApiError } from '../../api/api-error.ts';
import { apiUrl, getJson } from '../../api/http-client.ts';
import { requestFetch } from '../../api/request-fetch.ts';

/** The visitor's cart; `items` narrows it (and its totals) to those lines. */
export const getCart = (items?: readonly number[], signal?: AbortSignal): Promise<Cart> =>
  getJson(apiUrl('/cart', { items: items?.join(',') }), (s) => s.cart, signal);

export const getShippingStrategy = (
  strategyId: number,
  signal?: AbortSignal,
): Promise<ShippingStrategy> =>
  getJson(apiUrl('/cart/shipping_strategy', { strategyId }), (s) => s.shippingStrategy, signal);

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A change to the cart; the server answers the whole cart as it now is. */
async function sendCart(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const schemasLoading = import('../../api/schemas.ts').then((m) => m.schemas);
  let response: Response;
  try {
    response = await requestFetch(apiUrl(path), {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  const [json, schemas] = await Promise.all([readBody(response), schemasLoading]);
  if (!response.ok) {
    const error = schemas.apiError.safeParse(json);
    const message = error.success ? error.data.Message : `The server answered ${response.status}.`;
    throw new ApiError(response.status, message);
  }
  const cart = schemas.cart.safeParse(json);
  if (!cart.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return cart.data;
}

export const addCartItem = (item: AddCartItemBody): Promise<Cart> =>
  sendCart('POST', '/cart/items', item);

export const updateCartItem = (id: number, change: UpdateCartItemBody): Promise<Cart> =>
  sendCart('PATCH', `/cart/items/${id}`, change);

export const deleteCartItems = (ids: readonly number[]): Promise<Cart> =>
  ids.length === 1
    ? sendCart('DELETE', `/cart/items/${ids[0]}`)
    : sendCart('POST', '/cart/items/delete', { ids });

export const duplicateCartItems = (ids: readonly number[]): Promise<Cart> =>
  ids.length === 1
    ? sendCart('POST', `/cart/items/${ids[0]}/duplicate`)
    : sendCart('POST', '/cart/items/duplicate', { ids });
