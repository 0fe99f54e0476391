import { orderListPage, type OrderListPage, type OrderListQuery } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { accountKey } from '../accounts/account-keys.ts';
import { AccountCallError, callAccount } from '../accounts/account-http.ts';

/** GET /api/order's parameters as sent; the server fills in what is left out. */
export type OrderApiQuery = Partial<OrderListQuery>;

/** An order call that fails without saying why (signed-in portals §8). */
const ORDER_FAILURE = 'Error processing request. Please try again later or contact support';

/** The server's Message or Error, else the spec's words. */
function failureText(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body))
      if ((key === 'Message' || key === 'Error') && typeof value === 'string' && value)
        return value;
  }
  return ORDER_FAILURE;
}

/** GET /api/order: one page of the orders the viewer may see. */
export async function getOrders(
  query: OrderApiQuery,
  signal?: AbortSignal,
): Promise<OrderListPage> {
  try {
    return await callAccount('GET', '/order', orderListPage, { signal, query: { ...query } });
  } catch (error) {
    if (error instanceof AccountCallError)
      throw new ApiError(error.status, failureText(error.body));
    throw error;
  }
}

export const ordersQueryOptions = (query: OrderApiQuery) =>
  queryOptions({
    queryKey: accountKey('orders', query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (
  query: OrderApiQuery,
  options?: { refetchInterval?: number; enabled?: boolean },
) => useQuery({ ...ordersQueryOptions(query), ...options });
