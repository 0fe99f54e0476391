import { orderListPage, type OrderListPage, type OrderListQuery } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountKey } from '../accounts/account-keys.ts';
import { getOrderArea } from '../order-area-call.ts';

/** GET /api/order's parameters as sent; the server fills in what is left out. */
export type OrderApiQuery = Partial<OrderListQuery>;

/** GET /api/order: one page of the orders the viewer may see. */
export const getOrders = (query: OrderApiQuery, signal?: AbortSignal): Promise<OrderListPage> =>
  getOrderArea('/order', orderListPage, { signal, query: { ...query } });

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
