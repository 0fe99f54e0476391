import { shipToParties } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKey } from '../accounts/account-keys.ts';
import { callAccount } from '../accounts/account-http.ts';

/** GET /api/Customer/shipTos: the customer's own address first, then its other ship-tos. */
export const getShipTos = (customerNumber: string, signal?: AbortSignal) =>
  callAccount('GET', '/Customer/shipTos', shipToParties, { signal, query: { customerNumber } });

export const shipTosQuery = (customerNumber: string) =>
  queryOptions({
    queryKey: accountKey('customer-ship-tos', customerNumber),
    queryFn: ({ signal }) => getShipTos(customerNumber, signal),
  });

export const useShipTos = (customerNumber: string) => useQuery(shipTosQuery(customerNumber));
