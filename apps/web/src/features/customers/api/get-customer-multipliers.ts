import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { getCustomerMultipliers } from '../../../ui/model-table/customer-pricing-api.ts';

/**
 * GET /api/Customer/{number}/multipliers, under the key the model tables' prices use, so that
 * a customer's agreement loads once for both.
 */
export const customerMultipliersQuery = (customerNumber: string) =>
  queryOptions({
    queryKey: accountKey('multipliers', customerNumber),
    queryFn: ({ signal }) => getCustomerMultipliers(customerNumber, signal),
    staleTime: 60_000,
  });

export const useCustomerMultipliers = (customerNumber: string) =>
  useQuery(customerMultipliersQuery(customerNumber));
