import type { InventoryAvailability } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../../api/http-client.ts';

/** Stock of one model by supplier location; 403 on sites without inventory. */
export const getInventoryAvailability = (
  catalogNumber: string,
  signal?: AbortSignal,
): Promise<InventoryAvailability> =>
  getJson(
    apiUrl(`/Inventory/catalog/${encodeURIComponent(catalogNumber)}`),
    (s) => s.inventoryAvailability,
    signal,
  );

export const inventoryAvailabilityQueryOptions = (catalogNumber: string) =>
  queryOptions({
    queryKey: ['inventory-availability', catalogNumber],
    queryFn: ({ signal }) => getInventoryAvailability(catalogNumber, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useInventoryAvailability = (catalogNumber: string | null) =>
  useQuery({
    ...inventoryAvailabilityQueryOptions(catalogNumber ?? ''),
    enabled: catalogNumber !== null,
  });
