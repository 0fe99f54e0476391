import type { Menu } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getEnvelopeData } from './http-client.ts';

/** Categories -> product classes -> series -> products of one catalogue. */
export const getMenu = (
  catalogId: number,
  isPreview: boolean,
  signal?: AbortSignal,
): Promise<Menu> =>
  getEnvelopeData(apiUrl(`/menu/${catalogId}`, { isPreview }), (s) => s.menu, signal);

export const menuQueryOptions = (catalogId: number, isPreview: boolean) =>
  queryOptions({
    queryKey: ['menu', catalogId, isPreview],
    queryFn: ({ signal }) => getMenu(catalogId, isPreview, signal),
    staleTime: 5 * 60_000,
  });

export const useMenu = (catalogId: number, isPreview: boolean) =>
  useQuery(menuQueryOptions(catalogId, isPreview));
