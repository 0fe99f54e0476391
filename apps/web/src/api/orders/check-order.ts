import type { OrderCheck } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../http-client.ts';

/** GET /api/order/{n}/check: whether the ERP has given the order its sales order number. */
export const checkOrder = (n: string, signal?: AbortSignal): Promise<OrderCheck> =>
  getJson(apiUrl(`/order/${encodeURIComponent(n)}/check`), (s) => s.orderCheck, signal);

/** Asked every 2 s until the ERP has the order; it usually answers within seconds. */
export const useOrderCheck = (publicKey: string) =>
  useQuery({
    queryKey: ['order', publicKey, 'check'],
    queryFn: ({ signal }) => checkOrder(publicKey, signal),
    refetchInterval: (query) => (query.state.data?.OrderSynced ? false : 2_000),
  });
